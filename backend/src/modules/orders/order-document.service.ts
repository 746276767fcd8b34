import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { Config, SettingsService } from '../settings';
import { Order } from './entities/order.entity';
import type { OrderDocument, OrderDocumentAddress } from './contracts/order-document';

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

/**
 * Builds the OrderDocument snapshot (order-document.ts) that e-mails, SMS, receipts and
 * events render from.
 */
@Injectable()
export class OrderDocumentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly config: AppConfig,
  ) {}

  /**
   * The document of an order. Pass the settings read before a transaction (`config`) and the
   * order with its branch loaded, and no statement runs at all.
   */
  async forOrder(
    orderOrId: number | Order,
    manager: EntityManager = this.dataSource.manager,
    config?: Config,
  ): Promise<OrderDocument> {
    const order =
      typeof orderOrId === 'number' || !orderOrId.branch
        ? await manager.getRepository(Order).findOneOrFail({
            where: { id: typeof orderOrId === 'number' ? orderOrId : orderOrId.id },
            relations: { branch: true },
            loadEagerRelations: false,
          })
        : orderOrId;
    return toOrderDocument(order, this.shopOf(config ?? (await this.settings.get(manager))));
  }

  /** The shop's part of every document, from settings already in hand. */
  shopOf(config: Config): OrderDocument['shop'] {
    return {
      name: config.shopName,
      currency: config.currency,
      publicUrl: this.config.publicUrl.replace(/\/+$/, ''),
    };
  }
}

/** The pure mapping, for specs and for callers that already hold order and shop. */
export function toOrderDocument(order: Order, shop: OrderDocument['shop']): OrderDocument {
  const delivery = order.isDeliveryAddressDifferent;
  const deliveryAddress: OrderDocumentAddress | null =
    order.kind !== 'delivery'
      ? null
      : delivery
        ? {
            companyName: order.isDeliveryCompany ? order.deliveryCompanyName : null,
            firstName: order.deliveryFirstName,
            lastName: order.deliveryLastName,
            street: order.deliveryStreet,
            floor: order.deliveryFloor,
            stairway: order.deliveryStairway,
            door: order.deliveryDoor,
            zipCode: order.deliveryZipCode,
            city: order.deliveryCity,
            country: order.deliveryCountry,
          }
        : {
            companyName: order.isCompany ? order.companyName : null,
            firstName: order.firstName,
            lastName: order.lastName,
            street: order.street,
            floor: order.floor,
            stairway: order.stairway,
            door: order.door,
            zipCode: order.zipCode,
            city: order.city,
            country: order.country,
          };
  return {
    id: order.id,
    uid: order.uid,
    hash: order.hash,
    ticketNumber: order.ticketNumber,
    createdAt: iso(order.createdAt)!,
    appointment: iso(order.appointment),
    counterAppointment: iso(order.counterAppointment),
    kind: order.kind,
    isPreorder: order.isPreorder,
    isQuotation: order.isQuotation,
    status: order.status,
    isMissed: order.isMissed,
    rejectionMessage: order.rejectionMessage,
    paymentMethod: order.paymentMethod,
    isPaid: order.isPaid,
    isFailed: order.isFailed,
    isRefunded: order.isRefunded,
    customer: {
      companyName: order.isCompany ? order.companyName : null,
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phone: order.phone,
      vatNumber: order.isCompany ? order.vatNumber : null,
    },
    deliveryAddress,
    deliveryArea: order.deliveryArea?.area ?? null,
    tableIdentifier: order.tableIdentifier,
    comment: order.comment,
    donatee: order.donateeName,
    // The stored line without what only re-pricing needs.
    items: order.items.map(({ partValues: _values, product: _product, ...item }, index) => ({
      ...item,
      index,
    })),
    totals: order.totals,
    branch: {
      id: order.branch.id,
      identifier: order.branch.identifier,
      name: order.branch.name,
      street: order.branch.street || null,
      zipCode: order.branch.zipCode || null,
      city: order.branch.city || null,
      phone: order.branch.phone || null,
      email: order.branch.email || null,
      timeZone: order.branch.timezone || undefined,
    },
    shop,
    statusUrl: `${shop.publicUrl}/status/${order.uid}/${order.hash}`,
  };
}
