import { baseUrl } from './server';

/** What the storefront reads at start (GET /api/init), as far as the tests use it. */
export interface OpeningHourRule {
  type: string;
  date?: string | null;
  isClosed: boolean;
  from: string | null;
  to: string | null;
}
export interface DeliveryArea {
  id: number;
  area: string;
  price: number;
  free: boolean;
  freeFromOrderValue: number | null;
  minimumOrderValue: number | null;
}
export interface Branch {
  id: number;
  identifier: string;
  name: string;
  street: string;
  zipCode: string;
  city: string;
  keywords: string;
  timezone: string;
  isPublic: boolean;
  tags: { id: number; name: string }[];
  openingHours: OpeningHourRule[];
  deliveryHours: OpeningHourRule[];
  isDeliveryHoursEnabled: boolean;
  isDeliveryEnabled: boolean;
  isTakeawayEnabled: boolean;
  isDineInEnabled: boolean;
  isPreorderEnabled: boolean;
  isAppointmentRequired?: boolean;
  orderableFrom: string | null;
  deliveryAreas: DeliveryArea[];
}
export interface Product {
  id: number;
  name: string;
  type: string;
  price?: number;
  unit: string;
  minimumQuantity: number;
  maximumQuantity: number | null;
  quantityStepSize: number;
  defaultQuantity: number;
  defaultUnit: string;
  alternativeUnits: {
    unit: string;
    ratio: number;
    minimumQuantity: number | null;
    maximumQuantity: number | null;
    quantityStepSize: number | null;
  }[];
  isOrderable: boolean;
  isLeadTimeEnabled: boolean;
  config: {
    parts: { name: string; type: string; optional: boolean; options: { name: string }[] }[];
  } | null;
}
export interface Shop {
  config: Record<string, unknown>;
  branches: Branch[];
  tags: { id: number; name: string }[];
}
export interface Menu {
  id: number;
  name: string;
  catalog: { id: number; name: string; products: Product[] }[];
}

type Envelope<T> = { data?: T; errors?: { field?: string; message: string }[] };

/** A small HTTP client with a cookie jar that echoes XSRF-TOKEN like axios does. */
export class ApiClient {
  private readonly cookies = new Map<string, string>();

  async request<T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Envelope<T> }> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Envelope<T>) : {} };
  }

  /** The `data` of a call that must succeed; otherwise throws with the server's answer. */
  async data<T>(method: string, path: string, body?: unknown): Promise<T> {
    const reply = await this.request<T>(method, path, body);
    if (reply.status >= 300 || reply.body.data === undefined) {
      throw new Error(`${method} ${path} → ${reply.status} ${JSON.stringify(reply.body)}`);
    }
    return reply.body.data;
  }

  get<T>(path: string) {
    return this.data<T>('GET', path);
  }

  post<T>(path: string, body: unknown = {}) {
    return this.data<T>('POST', path, body);
  }
}

export async function loadShop(): Promise<Shop> {
  return new ApiClient().get<Shop>('/api/init');
}

export async function loadMenu(branchId: number): Promise<Menu> {
  const menus = await new ApiClient().get<Menu[]>(`/api/branches/${branchId}/menus`);
  return menus[0];
}

export function branchOf(shop: Shop, identifier: string): Branch {
  const branch = shop.branches.find((candidate) => candidate.identifier === identifier);
  if (!branch) throw new Error(`Demoshop ohne Filiale ${identifier}`);
  return branch;
}

export function productOf(menu: Menu, name: string): Product {
  const product = menu.catalog
    .flatMap((category) => category.products)
    .find((p) => p.name === name);
  if (!product) throw new Error(`Menü ${menu.name} ohne Produkt ${name}`);
  return product;
}

/** The back office as the admin of the demo seed (README: admin / Demo-Admin-2026!). */
export async function adminClient(): Promise<ApiClient> {
  const client = new ApiClient();
  await client.post('/api/auth/login', {
    username: process.env.SEED_ADMIN_USERNAME ?? 'admin',
    password: process.env.SEED_ADMIN_PASSWORD ?? 'Demo-Admin-2026!',
  });
  return client;
}

export interface PlacedOrder {
  id: number;
  uid: string;
  hash: string;
  ticketNumber: number;
  status: string;
  isPreorder?: boolean;
}
