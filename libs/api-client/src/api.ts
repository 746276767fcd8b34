import type { ProductPlacementsPayload } from './catalog';
import { http, startLogout } from './client';
import { crud } from './crud';
import type { BodyOf, QueryOf } from './typed';
import { BACKOFFICE_JOB_QUEUES, RECENT_JOB_FAILURES_MS } from './types';
import type {
  BranchPayload,
  DemoPrinterState,
  DeliveryArea,
  JobQueueName,
  OrderAction,
  OrderEdit,
  StatisticsName,
  UserInput,
} from './types';

/** The calls of the back office (backoffice-api.md §7), one typed method each. */
export const api = {
  init: () => http.get('/api/init'),
  /** Answers 503 when the database or Redis is down (an ApiError with the German reasons). */
  health: () => http.get('/api/health'),

  auth: {
    login: (username: string, password: string) =>
      http.post('/api/auth/login', {
        body: { username, password },
        redirectOnUnauthorized: false,
      }),
    logout: () => {
      // Before the call: the server may answer other calls under way with 401 first.
      startLogout();
      return http.post('/api/auth/logout');
    },
    /** The logged-in user; a 401 carries the reason a session ended (disabled, locked, …). */
    me: () => http.get('/api/users/me'),
    /**
     * E-mails a one-time login link if an account has this address; the answer never says.
     * `next`: the back office's hash route the link opens after logging in (else Übersicht).
     */
    requestLoginLink: (email: string, next?: string | null) =>
      http.post('/api/auth/login-link', {
        body: next ? { email, next } : { email },
        redirectOnUnauthorized: false,
      }),
  },

  backoffice: {
    remotes: () => http.get('/api/backoffice/remotes'),
    /** Betrieb (admins): each area's build record and the shared versions it was built with. */
    builds: () => http.get('/api/backoffice/builds'),
  },

  config: {
    get: () => http.get('/api/config'),
    /** Any subset of the settings; the server answers with all of them. */
    save: (changes: BodyOf<'/api/config', 'post'>) => http.post('/api/config', { body: changes }),
  },

  users: {
    list: (query?: QueryOf<'/api/users'>) => http.list('/api/users', { params: { query } }),
    create: (user: UserInput) => http.post('/api/users', { body: user }),
    update: (id: number, changes: BodyOf<'/api/users/{id}', 'put'>) =>
      http.put('/api/users/{id}', { params: { path: { id } }, body: changes }),
  },

  customers: crud('/api/customers'),

  logs: {
    list: (query?: QueryOf<'/api/logs'>) => http.list('/api/logs', { params: { query } }),
    get: (id: number) => http.get('/api/logs/{id}', { params: { path: { id } } }),
  },

  branches: {
    ...crud('/api/branches'),
    /**
     * Admins only (the API refuses employees). The form sends what it holds; a field it
     * lacks is named by the server's German error.
     */
    create: (values: BranchPayload) =>
      http.post('/api/branches', { body: values as BodyOf<'/api/branches', 'post'> }),
    /** The catalogue's tags a branch can carry (GET /api/tags). */
    tags: () => http.list('/api/tags', { params: { query: { perPage: 200, sort: 'name' } } }),
    /** The branch's API keys (front-desk screens, terminals); a key is shown once, at creation. */
    apiKeys: (id: number) => http.get('/api/branches/{id}/api-keys', { params: { path: { id } } }),
    createApiKey: (id: number, name: string) =>
      http.post('/api/branches/{id}/api-keys', { params: { path: { id } }, body: { name } }),
    revokeApiKey: (id: number, keyId: number) =>
      http.delete('/api/branches/{id}/api-keys/{keyId}', { params: { path: { id, keyId } } }),
    /** Busy mode of the orders board: „+N min“ or paused until a time (staff of the branch). */
    busyMode: (id: number) =>
      http.get('/api/branches/{id}/busy-mode', { params: { path: { id } } }),
    setBusyMode: (id: number, body: BodyOf<'/api/branches/{id}/busy-mode', 'put'>) =>
      http.put('/api/branches/{id}/busy-mode', { params: { path: { id } }, body }),
    endBusyMode: (id: number) =>
      http.delete('/api/branches/{id}/busy-mode', { params: { path: { id } } }),
  },

  orders: {
    current: (branch?: number) =>
      http.get('/api/orders/current', { params: { query: { branch } } }),
    missed: (branch?: number) => http.get('/api/orders/missed', { params: { query: { branch } } }),
    /** History: ?branch&from&to&status&search&page&perPage&sort */
    history: (query?: QueryOf<'/api/orders'>) => http.list('/api/orders', { params: { query } }),
    get: (id: number) => http.get('/api/orders/{id}', { params: { path: { id } } }),
    changeStatus: (id: number, action: OrderAction, rejectionMessage?: string) =>
      http.post('/api/orders/{id}/status/{action}', {
        params: { path: { id, action } },
        body: rejectionMessage ? { rejectionMessage } : {},
      }),
    proposeCounterAppointment: (id: number, counterAppointment: string) =>
      http.post('/api/orders/{id}/counter-appointment', {
        params: { path: { id } },
        body: { counterAppointment },
      }),
    print: (id: number) => http.post('/api/orders/{id}/print', { params: { path: { id } } }),
    /** Re-checks an online payment; for counter payments `isPaid` records the payment. */
    updatePaymentStatus: (id: number, isPaid?: boolean) =>
      http.post('/api/orders/{id}/update-payment-status', {
        params: { path: { id } },
        body: isPaid === undefined ? {} : { isPaid },
      }),
    resendEmail: (id: number) =>
      http.post('/api/orders/{id}/resend-new-order-email', { params: { path: { id } } }),
    resendSms: (id: number) =>
      http.post('/api/orders/{id}/resend-new-order-sms', { params: { path: { id } } }),
    receiptUrl: (id: number) => `/api/orders/${id}/receipt`,
    /** A branch's current orders for a kitchen screen, by its branch API key, no login. */
    branchScreen: (branchId: number, apiKey: string) =>
      http.get('/api/orders/backoffice/{branchId}/{apiKey}', {
        params: { path: { branchId, apiKey } },
        redirectOnUnauthorized: false,
      }),
    /** PUT /orders/{id}/items/{index}: amount (and unit, parts); the server prices again. */
    updateItem: (
      id: number,
      index: number,
      changes: BodyOf<'/api/orders/{id}/items/{index}', 'put'>,
    ) =>
      http.put('/api/orders/{id}/items/{index}', {
        params: { path: { id, index: String(index) } },
        body: changes,
      }),
    /** PUT /orders/{id}: appointment, comment, paid, while the order is not final. */
    edit: (id: number, changes: OrderEdit) =>
      http.put('/api/orders/{id}', { params: { path: { id } }, body: changes }),
    /** DELETE /orders/{id}: a rejected or cancelled order; admins only. */
    remove: (id: number) => http.delete('/api/orders/{id}', { params: { path: { id } } }),
  },

  /** Print, SMS and e-mail jobs (admins only): what failed or waits, and try again. */
  jobs: {
    list: (query: QueryOf<'/api/jobs'>) => http.get('/api/jobs', { params: { query } }),
    retry: (queue: JobQueueName, id: string) =>
      http.post('/api/jobs/{queue}/{id}/retry', { params: { path: { queue, id } } }),
    /**
     * The print, SMS and e-mail jobs that failed within the last hour (the navigation's
     * badge and the jobs screen's notice count the same).
     */
    recentFailures: async (now = Date.now()) =>
      (
        await http.get('/api/jobs', {
          params: {
            query: {
              status: 'failed',
              since: new Date(now - RECENT_JOB_FAILURES_MS).toISOString(),
            },
          },
        })
      ).filter((job) => (BACKOFFICE_JOB_QUEUES as readonly string[]).includes(job.queue)),
  },

  divisions: crud('/api/divisions'),

  /** Printers and order terminals (backoffice-api.md §7 Devices). */
  devices: {
    ...crud('/api/devices'),
    testPrint: (id: number) =>
      http.post('/api/devices/{id}/test/print', { params: { path: { id } } }),
    testNotification: (id: number) =>
      http.post('/api/devices/{id}/test/notification', { params: { path: { id } } }),
    requestLogs: (id: number) =>
      http.post('/api/devices/{id}/request-device-logs', { params: { path: { id } } }),
    logs: (id: number) => http.get('/api/devices/{id}/logs', { params: { path: { id } } }),
    /** The demo printer's tickets, newest first. */
    printouts: (id: number) =>
      http.get('/api/devices/{id}/printouts', { params: { path: { id } } }),
    /** Switches the demo printer to paper out, cover open, offline or back (issue 36). */
    switchDemoPrinter: (id: number, state: DemoPrinterState) =>
      http.post('/api/devices/{id}/demo-state', { params: { path: { id } }, body: { state } }),
  },

  donatees: crud('/api/donatees'),

  externalUsers: crud('/api/external-users'),

  /** A branch's delivery areas travel inside the branch (PUT replaces the whole list). */
  deliveryAreas: {
    list: async (branchId: number) =>
      (await http.get('/api/branches/{id}', { params: { path: { id: branchId } } }))
        .deliveryAreas ?? [],
    save: async (branchId: number, deliveryAreas: DeliveryArea[]) =>
      (
        await http.put('/api/branches/{id}', {
          params: { path: { id: branchId } },
          body: { deliveryAreas },
        })
      ).deliveryAreas ?? [],
  },

  /** ?branch=id; a new table names its branch. */
  tables: crud('/api/tables'),

  /** ?branch=id&division=id */
  departments: crud('/api/departments'),

  /** The catalogue (backoffice-api.md §7, mfe-catalog). */
  menus: crud('/api/menus'),
  categories: crud('/api/categories'),
  tags: crud('/api/tags'),
  products: {
    ...crud('/api/products'),
    /** The categories of the menus the product stands in. */
    placements: (id: number) =>
      http.get('/api/products/{id}/placements', { params: { path: { id } } }),
    /** Puts the product into exactly these places; the menus' other entries stay. */
    savePlacements: (id: number, payload: ProductPlacementsPayload) =>
      http.put('/api/products/{id}/placements', { params: { path: { id } }, body: payload }),
    /** The learned preparation times per product and branch (all hours of the week). */
    preparationEstimates: (branch?: number) =>
      http.get('/api/preparation-estimates', { params: { query: branch ? { branch } : {} } }),
  },
  images: {
    /** The file as a data URL (data:image/png;base64,…); the type is read from the bytes. */
    upload: (file: string, alt?: string) => http.post('/api/images', { body: { file, alt } }),
  },

  /** The named statistics over Vienna days from…to (inclusive); branch narrows. */
  statistics: {
    get: (name: StatisticsName, query: QueryOf<'/api/statistics/{name}'>) =>
      http.get('/api/statistics/{name}', { params: { path: { name }, query } }),
    userProfile: (query: QueryOf<'/api/statistics/user-profile'>) =>
      http.get('/api/statistics/user-profile', { params: { query } }),
    userProfileWorkingActivities: (
      query: QueryOf<'/api/statistics/user-profile-working-activities'>,
    ) => http.get('/api/statistics/user-profile-working-activities', { params: { query } }),
  },

  /** The live stream's URL (EventSource, same origin, session cookie). */
  eventsUrl: (branch?: number) => `/api/events${branch ? `?branch=${branch}` : ''}`,
  /** The kitchen screen's stream of its branch, by the branch's API key (no login). */
  branchScreenEventsUrl: (branchId: number, apiKey: string) =>
    `/api/events/backoffice/${branchId}/${encodeURIComponent(apiKey)}`,
};
