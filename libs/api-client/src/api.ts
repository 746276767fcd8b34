import type {
  Category,
  CategoryPayload,
  Image,
  Menu,
  MenuPayload,
  Product,
  ProductPayload,
  ProductPlacement,
  ProductPlacementsPayload,
  Tag,
  TagPayload,
} from './catalog';
import { http, startLogout } from './client';
import { crud } from './crud';
import { BACKOFFICE_JOB_QUEUES, RECENT_JOB_FAILURES_MS } from './types';
import type {
  ApiKeyInfo,
  Job,
  JobQueueName,
  OrderEdit,
  AuditEntry,
  Branch,
  BranchPayload,
  Customer,
  CustomerPayload,
  ShopConfig,
  UserInput,
  UserListEntry,
  Division,
  Health,
  Donatee,
  ExternalUser,
  DeliveryArea,
  Device,
  DeviceLogs,
  DevicePayload,
  Printout,
  DiningTable,
  Department,
  InitData,
  ListQuery,
  Order,
  OrderAction,
  Page,
  RemoteList,
  StatisticsName,
  StatisticsReport,
  TagRef,
  UserProfile,
  UserProfileWorkingActivities,
  User,
} from './types';

/** The calls of the back office (backoffice-api.md §7), one typed method each. */
export const api = {
  init: () => http.get<InitData>('/init'),
  /** Answers 503 when the database or Redis is down (an ApiError with the German reasons). */
  health: () => http.get<Health>('/health'),

  auth: {
    login: (username: string, password: string) =>
      http.post<User>('/auth/login', { username, password }, { redirectOnUnauthorized: false }),
    logout: () => {
      // Before the call: the server may answer other calls under way with 401 first.
      startLogout();
      return http.post<{ loggedOut: boolean }>('/auth/logout');
    },
    /** The logged-in user; a 401 carries the reason a session ended (disabled, locked, …). */
    me: () => http.get<User>('/users/me'),
    /**
     * E-mails a one-time login link if an account has this address; the answer never says.
     * `next`: the back office's hash route the link opens after logging in (else Übersicht).
     */
    requestLoginLink: (email: string, next?: string | null) =>
      http.post<{ message: string }>('/auth/login-link', next ? { email, next } : { email }, {
        redirectOnUnauthorized: false,
      }),
  },

  backoffice: {
    remotes: () => http.get<RemoteList>('/backoffice/remotes'),
  },

  config: {
    get: () => http.get<ShopConfig>('/config'),
    /** Any subset of the settings; the server answers with all of them. */
    save: (changes: Partial<ShopConfig>) => http.post<ShopConfig>('/config', changes),
  },

  users: {
    list: (query?: ListQuery): Promise<Page<UserListEntry>> =>
      http.list<UserListEntry>('/users', query),
    create: (user: UserInput) => http.post<UserListEntry>('/users', user),
    update: (id: number, changes: Partial<UserInput>) =>
      http.put<UserListEntry>(`/users/${id}`, changes),
  },

  customers: crud<Customer, CustomerPayload>('/customers'),

  logs: {
    list: (query?: ListQuery): Promise<Page<AuditEntry>> => http.list<AuditEntry>('/logs', query),
    get: (id: number) => http.get<AuditEntry>(`/logs/${id}`),
  },

  branches: {
    list: (query?: ListQuery): Promise<Page<Branch>> => http.list<Branch>('/branches', query),
    get: (id: number) => http.get<Branch>(`/branches/${id}`),
    /** Admins only (the API refuses employees). */
    create: (values: BranchPayload) => http.post<Branch>('/branches', values),
    update: (id: number, changes: BranchPayload) => http.put<Branch>(`/branches/${id}`, changes),
    /** Admins only. */
    remove: (id: number) => http.delete<unknown>(`/branches/${id}`),
    /** The catalogue's tags a branch can carry (GET /api/tags). */
    tags: (): Promise<Page<TagRef>> => http.list<TagRef>('/tags', { perPage: 200, sort: 'name' }),
    /** The branch's API keys (front-desk screens, terminals); a key is shown once, at creation. */
    apiKeys: (id: number) => http.get<ApiKeyInfo[]>(`/branches/${id}/api-keys`),
    createApiKey: (id: number, name: string) =>
      http.post<ApiKeyInfo & { key: string }>(`/branches/${id}/api-keys`, { name }),
    revokeApiKey: (id: number, keyId: number) =>
      http.delete<ApiKeyInfo>(`/branches/${id}/api-keys/${keyId}`),
  },

  orders: {
    current: (branch?: number) => http.get<Order[]>('/orders/current', { branch }),
    missed: (branch?: number) => http.get<Order[]>('/orders/missed', { branch }),
    /** History: ?branch&from&to&status&search&page&perPage&sort */
    history: (query?: ListQuery): Promise<Page<Order>> => http.list<Order>('/orders', query),
    get: (id: number) => http.get<Order>(`/orders/${id}`),
    changeStatus: (id: number, action: OrderAction, rejectionMessage?: string) =>
      http.post<Order>(
        `/orders/${id}/status/${action}`,
        rejectionMessage ? { rejectionMessage } : {},
      ),
    proposeCounterAppointment: (id: number, counterAppointment: string) =>
      http.post<Order>(`/orders/${id}/counter-appointment`, { counterAppointment }),
    print: (id: number) => http.post<{ jobs: number }>(`/orders/${id}/print`),
    /** Re-checks an online payment; for counter payments `isPaid` records the payment. */
    updatePaymentStatus: (id: number, isPaid?: boolean) =>
      http.post<Order>(
        `/orders/${id}/update-payment-status`,
        isPaid === undefined ? {} : { isPaid },
      ),
    resendEmail: (id: number) =>
      http.post<{ queued: number }>(`/orders/${id}/resend-new-order-email`),
    resendSms: (id: number) => http.post<{ queued: number }>(`/orders/${id}/resend-new-order-sms`),
    receiptUrl: (id: number) => `/api/orders/${id}/receipt`,
    /** A branch's current orders for a kitchen screen, by its branch API key, no login. */
    branchScreen: (branchId: number, apiKey: string) =>
      http.get<Order[]>(`/orders/backoffice/${branchId}/${encodeURIComponent(apiKey)}`, undefined, {
        redirectOnUnauthorized: false,
      }),
    /** PUT /orders/{id}/items/{index}: amount (and unit, parts); the server prices again. */
    updateItem: (id: number, index: number, changes: { amount?: number; unit?: string }) =>
      http.put<Order>(`/orders/${id}/items/${index}`, changes),
    /** PUT /orders/{id}: appointment, comment, paid, while the order is not final. */
    edit: (id: number, changes: OrderEdit) => http.put<Order>(`/orders/${id}`, changes),
    /** DELETE /orders/{id}: a rejected or cancelled order; admins only. */
    remove: (id: number) => http.delete<{ id: number }>(`/orders/${id}`),
  },

  /** Print, SMS and e-mail jobs (admins only): what failed or waits, and try again. */
  jobs: {
    list: (query: { status?: 'failed' | 'waiting'; queue?: JobQueueName; since?: string } = {}) =>
      http.get<Job[]>('/jobs', query),
    retry: (queue: JobQueueName, id: string) =>
      http.post<{ queue: string; id: string; status: 'waiting' }>(
        `/jobs/${queue}/${encodeURIComponent(id)}/retry`,
      ),
    /**
     * The print, SMS and e-mail jobs that failed within the last hour (the navigation's
     * badge and the jobs screen's notice count the same).
     */
    recentFailures: async (now = Date.now()) =>
      (
        await http.get<Job[]>('/jobs', {
          status: 'failed',
          since: new Date(now - RECENT_JOB_FAILURES_MS).toISOString(),
        })
      ).filter((job) => (BACKOFFICE_JOB_QUEUES as readonly string[]).includes(job.queue)),
  },

  divisions: crud<Division>('/divisions'),

  /** Printers and order terminals (backoffice-api.md §7 Devices). */
  devices: {
    ...crud<Device, DevicePayload>('/devices'),
    testPrint: (id: number) =>
      http.post<{ delivered: 'printer' | 'terminal' }>(`/devices/${id}/test/print`),
    testNotification: (id: number) =>
      http.post<{ delivered: 'terminal' }>(`/devices/${id}/test/notification`),
    requestLogs: (id: number) =>
      http.post<{ requestedAt: string }>(`/devices/${id}/request-device-logs`),
    logs: (id: number) => http.get<DeviceLogs>(`/devices/${id}/logs`),
    /** The demo printer's tickets, newest first. */
    printouts: (id: number) => http.get<Printout[]>(`/devices/${id}/printouts`),
  },

  donatees: crud<Donatee>('/donatees'),

  externalUsers: crud<ExternalUser>('/external-users'),

  /** A branch's delivery areas travel inside the branch (PUT replaces the whole list). */
  deliveryAreas: {
    list: async (branchId: number) =>
      (await http.get<Branch & { deliveryAreas?: DeliveryArea[] }>(`/branches/${branchId}`))
        .deliveryAreas ?? [],
    save: async (branchId: number, deliveryAreas: DeliveryArea[]) =>
      (
        await http.put<Branch & { deliveryAreas?: DeliveryArea[] }>(`/branches/${branchId}`, {
          deliveryAreas,
        })
      ).deliveryAreas ?? [],
  },

  /** ?branch=id; a new table names its branch. */
  tables: crud<DiningTable, { identifier: string; seats?: number; branch: { id: number } }>(
    '/tables',
  ),

  /** ?branch=id&division=id */
  departments: crud<
    Department,
    {
      name: string;
      identifier: string;
      branch?: { id: number } | null;
      division?: { id: number } | null;
    }
  >('/departments'),

  /** The catalogue (backoffice-api.md §7, mfe-catalog). */
  menus: crud<Menu, MenuPayload>('/menus'),
  categories: crud<Category, CategoryPayload>('/categories'),
  tags: crud<Tag, TagPayload>('/tags'),
  products: {
    ...crud<Product, ProductPayload>('/products'),
    /** The categories of the menus the product stands in. */
    placements: (id: number) => http.get<ProductPlacement[]>(`/products/${id}/placements`),
    /** Puts the product into exactly these places; the menus' other entries stay. */
    savePlacements: (id: number, payload: ProductPlacementsPayload) =>
      http.put<ProductPlacement[]>(`/products/${id}/placements`, payload),
  },
  images: {
    /** The file as a data URL (data:image/png;base64,…); the type is read from the bytes. */
    upload: (file: string, alt?: string) => http.post<Image>('/images', { file, alt }),
  },

  /** The named statistics over Vienna days from…to (inclusive); branch narrows. */
  statistics: {
    get: (name: StatisticsName, query: { from: string; to: string; branch?: number }) =>
      http.get<StatisticsReport>(`/statistics/${name}`, query),
    userProfile: (query: { user: number; start: string; now?: string; end: string }) =>
      http.get<UserProfile>('/statistics/user-profile', query),
    userProfileWorkingActivities: (query: { user: number; start: string; end: string }) =>
      http.get<UserProfileWorkingActivities>('/statistics/user-profile-working-activities', query),
  },

  /** The live stream's URL (EventSource, same origin, session cookie). */
  eventsUrl: (branch?: number) => `/api/events${branch ? `?branch=${branch}` : ''}`,
  /** The kitchen screen's stream of its branch, by the branch's API key (no login). */
  branchScreenEventsUrl: (branchId: number, apiKey: string) =>
    `/api/events/backoffice/${branchId}/${encodeURIComponent(apiKey)}`,
};
