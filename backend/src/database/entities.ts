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
import { Tag } from '../modules/catalog/entities/tag.entity';
import { Customer } from '../modules/customers/entities/customer.entity';
import { Device } from '../modules/devices/entities/device.entity';
import { Donatee } from '../modules/customers/entities/donatee.entity';
import { ExternalUser } from '../modules/customers/entities/external-user.entity';
import { JobRecord } from '../modules/jobs/entities/job-record.entity';
import { OutboxMessage } from '../modules/jobs/entities/outbox-message.entity';
import { Image } from '../modules/media/entities/image.entity';
import { Order } from '../modules/orders/entities/order.entity';
import { Upload } from '../modules/media/entities/upload.entity';
import { ApiKey } from '../modules/organisation/entities/api-key.entity';
import { Branch } from '../modules/organisation/entities/branch.entity';
import { DeliveryArea } from '../modules/organisation/entities/delivery-area.entity';
import { Department } from '../modules/organisation/entities/department.entity';
import { DiningTable } from '../modules/organisation/entities/dining-table.entity';
import { Division } from '../modules/organisation/entities/division.entity';
import { Payment } from '../modules/payments/entities/payment.entity';
import { Setting } from '../modules/settings/entities/setting.entity';
import { StatisticsRollupState } from '../modules/statistics/entities/statistics-rollup-state.entity';
import { StatisticsRollup } from '../modules/statistics/entities/statistics-rollup.entity';
import { User } from '../modules/users/entities/user.entity';

/** Every entity, listed once for the API, the worker, the CLI and the migration generator. */
export const ENTITIES = [
  AnalyticsEvent,
  AnalyticsSalt,
  AuditLog,
  ApiKey,
  Branch,
  Category,
  Customer,
  DeliveryArea,
  Department,
  Device,
  DiningTable,
  Division,
  Donatee,
  ExternalUser,
  Image,
  JobRecord,
  KvEntry,
  Menu,
  MenuCategory,
  MenuCategoryProduct,
  OutboxMessage,
  Order,
  Product,
  Payment,
  ProductImage,
  Setting,
  StatisticsRollup,
  StatisticsRollupState,
  Tag,
  Upload,
  User,
];
