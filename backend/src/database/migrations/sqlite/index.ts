import { Initial1795332198314 } from './1795332198314-Initial';
import { AddMedia1795336961770 } from './1795336961770-AddMedia';
import { AddCatalog1795337008374 } from './1795337008374-AddCatalog';
import { AddOrders1795346887570 } from './1795346887570-AddOrders';
import { AddDevices1795349050377 } from './1795349050377-AddDevices';
import { AddPayments1795349266057 } from './1795349266057-AddPayments';
import { AddJobOutbox1795350169655 } from './1795350169655-AddJobOutbox';
import { AddAnalyticsEvents1795354455795 } from './1795354455795-AddAnalyticsEvents';
import { KeepFrontdeskOn1795506983272 } from './1795506983272-KeepFrontdeskOn';
import { AddOrderEscalationSweep1795600000000 } from './1795600000000-AddOrderEscalationSweep';
import { AddOutboxDoneMarker1795600000001 } from './1795600000001-AddOutboxDoneMarker';
import { AddOrderHistoryIndexes1795603756004 } from './1795603756004-AddOrderHistoryIndexes';
import { AddSignage1795691496185 } from './1795691496185-AddSignage';
import { AddTimeTracking1795691169707 } from './1795691169707-AddTimeTracking';
import { AddBranchMaximumOrderValue1795691435960 } from './1795691435960-AddBranchMaximumOrderValue';
import { AddImageTemplates1795692118314 } from './1795692118314-AddImageTemplates';
import { KeepReplacedImageFiles1795693792533 } from './1795693792533-KeepReplacedImageFiles';
import { AddCms1795691521968 } from './1795691521968-AddCms';
import { AddStatistics1795691216348 } from './1795691216348-AddStatistics';
import { AddStatisticsDays1795700000000 } from './1795700000000-AddStatisticsDays';
import { AddUploadPreviews1795729712295 } from './1795729712295-AddUploadPreviews';
import { StatisticsRollupKey1795731868045 } from './1795731868045-StatisticsRollupKey';
import { OrderEscalationDue1795872528531 } from './1795872528531-OrderEscalationDue';
import { AuditEntityName1795900000000 } from './1795900000000-AuditEntityName';
import { LegalTextsFromConfig1795950000000 } from './1795950000000-LegalTextsFromConfig';
import { PrinterHealth1796036000000 } from './1796036000000-PrinterHealth';
import { AddBranchBusyMode1796040000000 } from './1796040000000-AddBranchBusyMode';
import { KitchenPacing1796100000000 } from './1796100000000-KitchenPacing';

export const SQLITE_MIGRATIONS = [
  Initial1795332198314,
  AddMedia1795336961770,
  AddCatalog1795337008374,
  AddOrders1795346887570,
  AddDevices1795349050377,
  AddPayments1795349266057,
  AddJobOutbox1795350169655,
  AddAnalyticsEvents1795354455795,
  KeepFrontdeskOn1795506983272,
  AddOrderEscalationSweep1795600000000,
  AddOutboxDoneMarker1795600000001,
  AddOrderHistoryIndexes1795603756004,
  AddSignage1795691496185,
  AddTimeTracking1795691169707,
  AddBranchMaximumOrderValue1795691435960,
  AddImageTemplates1795692118314,
  KeepReplacedImageFiles1795693792533,
  AddCms1795691521968,
  AddStatistics1795691216348,
  AddStatisticsDays1795700000000,
  AddUploadPreviews1795729712295,
  StatisticsRollupKey1795731868045,
  OrderEscalationDue1795872528531,
  AuditEntityName1795900000000,
  LegalTextsFromConfig1795950000000,
  PrinterHealth1796036000000,
  AddBranchBusyMode1796040000000,
  KitchenPacing1796100000000,
];
