import type { Schemas } from './schemas';
import type { DataOf } from './typed';

/**
 * The API's shapes as the back office reads them, under the names the shell and the
 * remotes import. They are the generated ones (generated/schema.ts, from the OpenAPI
 * document of the backend's response DTOs): nothing here is written by hand but the
 * client's own helpers (pages, list queries, field errors).
 */

export interface FieldError {
  field?: string;
  message: string;
}

export type PageMeta = Schemas['PageMetaResponse'];

export interface Page<T> {
  items: T[];
  meta: PageMeta;
}

/** Flat list parameters: ?page=2&perPage=50&sort=-name&search=graz&branch=2 */
export type ListQuery = Record<string, string | number | boolean | null | undefined> & {
  page?: number;
  perPage?: number;
  sort?: string;
  search?: string;
};

export type User = Schemas['UserResponse'];
/** GET /api/health: database and Redis, with German warnings for the people who run the shop. */
export type Health = Schemas['HealthResponse'];
export type HealthWarning = Schemas['HealthWarningResponse'];
export type UserListEntry = User;
export type Role = User['roles'][number];
/** A branch (or division) inside another record: enough to show and link it. */
export type BranchRef = Schemas['NamedRefResponse'];
/** One opening-hour rule (times HH:mm; a date only for 'once'). */
export type OpeningHourRule = Schemas['OpeningHourRuleResponse'];
export type OpeningRuleType = OpeningHourRule['type'];
/** A catalogue tag as a branch carries it (GET /api/tags lists them). */
export type TagRef = Schemas['TagRefResponse'];
/** A branch as staff read it (visitors get the public subset). */
export type Branch = Schemas['BranchResponse'];
/** POST /branches (PUT takes any subset): division, tags and pictures as references. */
export type BranchPayload = Partial<Schemas['CreateBranchDto']>;
export type InitData = Schemas['InitResponse'];

// The lifecycle's statuses and actions are libs/domain's, the table the server enforces.
export { ORDER_ACTIONS, ORDER_STATUSES } from '@bestellwerk/domain';
export type { OrderAction, OrderStatus } from '@bestellwerk/domain';

export type Order = Schemas['StaffOrderResponse'];
export type OrderKind = Order['kind'];
export type OrderItem = Schemas['OrderItemResponse'];
/** PUT /api/orders/{id}: appointment and comment (null clears), paid (counter payments). */
export type OrderEdit = Schemas['EditOrderDto'];
/** A print, SMS, e-mail (or internal) job as GET /api/jobs lists it. */
export type Job = Schemas['JobResponse'];
export type JobQueueName = Job['queue'];
/** The queues the back office shows: what reaches a printer or a customer. */
export const BACKOFFICE_JOB_QUEUES = [
  'print',
  'sms',
  'email',
] as const satisfies readonly JobQueueName[];
/** How far back the navigation's badge counts failed jobs. */
export const RECENT_JOB_FAILURES_MS = 60 * 60 * 1000;
/** One event of GET /api/events (server-sent events). */
export type LiveEvent = Schemas['LiveEventResponse'];
/** A branch's busy mode („Viel los“, paused, automatic) as the orders board shows it. */
export type BusyMode = Schemas['BusyModeResponse'];
/** GET /api/backoffice/remotes: remote name → URL of its mf-manifest.json. */
export type RemoteList = DataOf<'/api/backoffice/remotes', 'get'>;
/** GET/POST /api/config: the shop's settings, every field present. */
export type ShopConfig = Schemas['ConfigResponse'];
/** What the user editor sends (POST /api/users; PUT any subset): roles by name, branches by id. */
export type UserInput = Schemas['CreateUserDto'];
/** Kunde: a person needs a last name, a company a company name ('' clears a text field). */
export type Customer = Schemas['CustomerResponse'];
/** POST/PUT /customers: the branch as a reference, null to remove it. */
export type CustomerPayload = Partial<Schemas['CreateCustomerDto']>;
/** GET /api/logs: who changed what when. */
export type AuditEntry = Schemas['AuditEntryResponse'];
export type Division = Schemas['DivisionResponse'];
/** A printer or order terminal of a branch. */
export type Device = Schemas['DeviceResponse'];
/** POST/PUT /devices: the branch as a reference. */
export type DevicePayload = Partial<Schemas['CreateDeviceDto']>;
export type DeviceLogs = Schemas['DeviceLogsResponse'];
/** What the demo printer can be switched to (POST /devices/{id}/demo-state). */
export type DemoPrinterState = Schemas['DemoPrinterStateDto']['state'];
/** A ticket the demo printer received: the ESC/POS bytes and the paper's lines. */
export type Printout = Schemas['PrintoutResponse'];
export type Donatee = Schemas['DonateeResponse'];
/**
 * Externe Benutzer (admin only). The editor builds it field by field (a new one has only
 * an e-mail address), so all but id and email are optional here.
 */
export type ExternalUser = Pick<Schemas['ExternalUserResponse'], 'id' | 'email'> &
  Partial<Omit<Schemas['ExternalUserResponse'], 'id' | 'email' | 'division'>> & {
    division?: (Partial<BranchRef> & { id: number }) | null;
  };
/** A delivery area of a branch as sent (no id for a new one); amounts in EUR, tax in percent. */
export type DeliveryArea = Schemas['DeliveryAreaDto'];
export type DiningTable = Schemas['TableResponse'];
export type Department = Schemas['DepartmentResponse'];
/** A branch API key as listed (the key itself only in the answer that created it). */
export type ApiKeyInfo = Schemas['ApiKeyResponse'];

/** GET /statistics/{name}: the one report shape (backoffice-api.md §7). */
export type StatisticsReport = Schemas['StatisticsReportResponse'];
export type { StatisticsName } from '@bestellwerk/domain';
export type UserProfile = Schemas['UserProfileResponse'];
export type UserProfileWorkingActivities = Schemas['UserProfileWorkingActivitiesResponse'];
