import { http } from './client';
import type {
  ApiKeyInfo,
  AuditEntry,
  Branch,
  BranchPayload,
  Customer,
  CustomerPayload,
  ShopConfig,
  UserInput,
  UserListEntry,
  Division,
  Donatee,
  ExternalUser,
  DeliveryArea,
  DiningTable,
  Department,
  InitData,
  ListQuery,
  Order,
  OrderAction,
  Page,
  RemoteList,
  TagRef,
  User,
} from './types';

/** The calls of the back office (backoffice-api.md §7), one typed method each. */
export const api = {
  init: () => http.get<InitData>('/init'),

  auth: {
    login: (username: string, password: string) =>
      http.post<User>('/auth/login', { username, password }, { redirectOnUnauthorized: false }),
    logout: () => http.post<{ loggedOut: boolean }>('/auth/logout'),
    /** The logged-in user; a 401 carries the reason a session ended (disabled, locked, …). */
    me: () => http.get<User>('/users/me'),
    /** E-mails a one-time login link if an account has this address; the answer never says. */
    requestLoginLink: (email: string) =>
      http.post<{ message: string }>(
        '/auth/login-link',
        { email },
        { redirectOnUnauthorized: false },
      ),
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

  customers: {
    list: (query?: ListQuery): Promise<Page<Customer>> => http.list<Customer>('/customers', query),
    get: (id: number) => http.get<Customer>(`/customers/${id}`),
    create: (values: CustomerPayload) => http.post<Customer>('/customers', values),
    update: (id: number, changes: CustomerPayload) =>
      http.put<Customer>(`/customers/${id}`, changes),
  },

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
    /** PUT /orders/{id}/items/{index}: amount (and unit, parts); the server prices again. */
    updateItem: (id: number, index: number, changes: { amount?: number; unit?: string }) =>
      http.put<Order>(`/orders/${id}/items/${index}`, changes),
  },

  divisions: {
    list: (query?: ListQuery): Promise<Page<Division>> => http.list<Division>('/divisions', query),
    get: (id: number) => http.get<Division>(`/divisions/${id}`),
    create: (values: Partial<Division>) => http.post<Division>('/divisions', values),
    update: (id: number, changes: Partial<Division>) =>
      http.put<Division>(`/divisions/${id}`, changes),
  },

  donatees: {
    list: (query?: ListQuery): Promise<Page<Donatee>> => http.list<Donatee>('/donatees', query),
    get: (id: number) => http.get<Donatee>(`/donatees/${id}`),
    create: (values: Partial<Donatee>) => http.post<Donatee>('/donatees', values),
    update: (id: number, changes: Partial<Donatee>) =>
      http.put<Donatee>(`/donatees/${id}`, changes),
  },

  externalUsers: {
    list: (query?: ListQuery): Promise<Page<ExternalUser>> =>
      http.list<ExternalUser>('/external-users', query),
    get: (id: number) => http.get<ExternalUser>(`/external-users/${id}`),
    create: (values: Partial<ExternalUser>) => http.post<ExternalUser>('/external-users', values),
    update: (id: number, changes: Partial<ExternalUser>) =>
      http.put<ExternalUser>(`/external-users/${id}`, changes),
  },

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

  tables: {
    /** ?branch=id */
    list: (query?: ListQuery): Promise<Page<DiningTable>> =>
      http.list<DiningTable>('/tables', query),
    get: (id: number) => http.get<DiningTable>(`/tables/${id}`),
    create: (values: { identifier: string; seats?: number; branch: { id: number } }) =>
      http.post<DiningTable>('/tables', values),
    update: (id: number, changes: { identifier?: string; seats?: number }) =>
      http.put<DiningTable>(`/tables/${id}`, changes),
    remove: (id: number) => http.delete<unknown>(`/tables/${id}`),
  },

  departments: {
    /** ?branch=id&division=id */
    list: (query?: ListQuery): Promise<Page<Department>> =>
      http.list<Department>('/departments', query),
    get: (id: number) => http.get<Department>(`/departments/${id}`),
    create: (values: {
      name: string;
      identifier: string;
      branch?: { id: number } | null;
      division?: { id: number } | null;
    }) => http.post<Department>('/departments', values),
    update: (
      id: number,
      changes: { name?: string; identifier?: string; division?: { id: number } | null },
    ) => http.put<Department>(`/departments/${id}`, changes),
    remove: (id: number) => http.delete<unknown>(`/departments/${id}`),
  },

  /** The live stream's URL (EventSource, same origin, session cookie). */
  eventsUrl: (branch?: number) => `/api/events${branch ? `?branch=${branch}` : ''}`,
};
