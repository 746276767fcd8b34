import { KvEntry } from '../common/kv/kv-entry.entity';
import { AnalyticsEvent } from '../modules/analytics/entities/analytics-event.entity';
import { AnalyticsSalt } from '../modules/analytics/entities/analytics-salt.entity';
import { AuditLog } from '../modules/audit/entities/audit-log.entity';
import { Category } from '../modules/catalog/entities/category.entity';
import { MenuCategoryProduct } from '../modules/catalog/entities/menu-category-product.entity';
import { MenuCategory } from '../modules/catalog/entities/menu-category.entity';
import { Menu } from '../modules/catalog/entities/menu.entity';
import { ProductImage } from '../modules/catalog/entities/product-image.entity';
import { Product } from '../modules/catalog/entities/product.entity';
import { Tag } from '../modules/organisation/entities/tag.entity';
import { Block } from '../modules/cms/entities/block.entity';
import { CmsLock } from '../modules/cms/entities/cms-lock.entity';
import { ContentAiJob } from '../modules/cms/entities/content-ai-job.entity';
import { FormSubmission } from '../modules/cms/entities/form-submission.entity';
import { Navigation } from '../modules/cms/entities/navigation.entity';
import { CmsNode } from '../modules/cms/entities/node.entity';
import { Redirect } from '../modules/cms/entities/redirect.entity';
import { Site } from '../modules/cms/entities/site.entity';
import { Customer } from '../modules/customers/entities/customer.entity';
import { Device } from '../modules/devices/entities/device.entity';
import { Donatee } from '../modules/customers/entities/donatee.entity';
import { ExternalUser } from '../modules/customers/entities/external-user.entity';
import { JobRecord } from '../modules/jobs/entities/job-record.entity';
import { OutboxMessage } from '../modules/jobs/entities/outbox-message.entity';
import { Image } from '../modules/media/entities/image.entity';
import { ImageTemplate } from '../modules/media/templates/image-template.entity';
import { Order } from '../modules/orders/entities/order.entity';
import { PreparationEstimateRow } from '../modules/orders/entities/preparation-estimate.entity';
import { Upload } from '../modules/media/entities/upload.entity';
import { ApiKey } from '../modules/organisation/entities/api-key.entity';
import { Branch } from '../modules/organisation/entities/branch.entity';
import { DeliveryArea } from '../modules/organisation/entities/delivery-area.entity';
import { Department } from '../modules/organisation/entities/department.entity';
import { DiningTable } from '../modules/organisation/entities/dining-table.entity';
import { Division } from '../modules/organisation/entities/division.entity';
import { Payment } from '../modules/payments/entities/payment.entity';
import { Setting } from '../modules/settings/entities/setting.entity';
import { SignageDevice } from '../modules/signage/entities/signage-device.entity';
import { SignageScene } from '../modules/signage/entities/signage-scene.entity';
import { SignageSegment } from '../modules/signage/entities/signage-segment.entity';
import { SignageStream } from '../modules/signage/entities/signage-stream.entity';
import { StatisticsRollupDay } from '../modules/statistics/entities/statistics-rollup-day.entity';
import { StatisticsRollupState } from '../modules/statistics/entities/statistics-rollup-state.entity';
import { StatisticsRollup } from '../modules/statistics/entities/statistics-rollup.entity';
import { User } from '../modules/users/entities/user.entity';
import { Absence } from '../modules/time-tracking/entities/absence.entity';
import { ActivityPause } from '../modules/time-tracking/entities/activity-pause.entity';
import { ActivityStamp } from '../modules/time-tracking/entities/activity-stamp.entity';
import { EmploymentContract } from '../modules/time-tracking/entities/employment-contract.entity';
import { Project } from '../modules/time-tracking/entities/project.entity';
import { TaskView } from '../modules/time-tracking/entities/task-view.entity';
import { Task } from '../modules/time-tracking/entities/task.entity';
import {
  TerminalPin,
  TerminalToken,
} from '../modules/time-tracking/entities/terminal-token.entity';
import { WorkingActivity } from '../modules/time-tracking/entities/working-activity.entity';
import { WorkingSchedule } from '../modules/time-tracking/entities/working-schedule.entity';

/** Every entity, listed once for the API, the worker, the CLI and the migration generator. */
export const ENTITIES = [
  AnalyticsEvent,
  AnalyticsSalt,
  AuditLog,
  ApiKey,
  Block,
  Branch,
  Category,
  CmsLock,
  CmsNode,
  ContentAiJob,
  Customer,
  DeliveryArea,
  Department,
  Device,
  DiningTable,
  Division,
  Donatee,
  ExternalUser,
  FormSubmission,
  Image,
  ImageTemplate,
  JobRecord,
  KvEntry,
  Menu,
  MenuCategory,
  MenuCategoryProduct,
  Navigation,
  OutboxMessage,
  Order,
  PreparationEstimateRow,
  Product,
  Payment,
  ProductImage,
  Redirect,
  Setting,
  SignageDevice,
  SignageScene,
  SignageSegment,
  SignageStream,
  Site,
  StatisticsRollup,
  StatisticsRollupDay,
  StatisticsRollupState,
  Tag,
  Upload,
  User,
  // time tracking
  Absence,
  ActivityPause,
  ActivityStamp,
  EmploymentContract,
  Project,
  Task,
  TaskView,
  TerminalPin,
  TerminalToken,
  WorkingActivity,
  WorkingSchedule,
];
