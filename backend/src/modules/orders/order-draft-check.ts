import { Injectable } from '@nestjs/common';
import { OrderType, isOrderable } from '@bestellwerk/domain';
import { DataSource, EntityManager, In } from 'typeorm';
import { ApiError, ApiErrorEntry } from '../../common/http/api-error';
import { Menu } from '../catalog/entities/menu.entity';
import { Product } from '../catalog/entities/product.entity';
import { Donatee } from '../customers/entities/donatee.entity';
import { Upload } from '../media/entities/upload.entity';
import { Branch } from '../organisation/entities/branch.entity';
import { DiningTable } from '../organisation/entities/dining-table.entity';
import { Config } from '../settings/settings.service';
import { CreateOrderDto } from './dto/create-order.dto';
import { PaymentMethod } from './order-document';
import {
  Fail,
  MenuAvailability,
  buildItems,
  checkAppointmentInput,
  checkContact,
  checkDeliveryArea,
  checkKindOffered,
  checkPayment,
  checkTerms,
  checkTiming,
  checkUploadReferences,
  orderKindOf,
  uploadReferences,
} from './order-draft-rules';
import { ORDER_MESSAGES } from './order-labels';
import { OrderPaymentGateway } from './order-payments';
import type { DeliveryAreaSnapshot, OrderItemSnapshot } from './order-snapshot';

/** A draft that passed every rule, with what the write needs of it. */
export interface CheckedDraft {
  branch: Branch;
  kind: OrderType;
  items: OrderItemSnapshot[];
  area: DeliveryAreaSnapshot | null;
  table: DiningTable | null;
  donatee: Donatee | null;
  appointment: Date | null;
  isPreorder: boolean;
  isQuotation: boolean;
  paymentMethod: PaymentMethod;
}

/**
 * Loads what a draft names (branch, products, menus, uploads, table, donatee) and runs the
 * rule sections of order-draft-rules.ts on it. Runs before the order's transaction, on the
 * data source's own connections: nothing here holds a lock.
 */
@Injectable()
export class OrderDraftChecker {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: OrderPaymentGateway,
  ) {}

  /** Everything that can be checked before writing; all problems reported at once. */
  async check(dto: CreateOrderDto, config: Config, now: Date): Promise<CheckedDraft> {
    const manager = this.dataSource.manager;
    const items = dto.items ?? [];
    const productIds = [...new Set(items.map((item) => item.product.id))];
    // The branch, the products and the branch's menus that hold them: three reads at once
    // (none needs another's answer).
    const [branch, products, menus] = await Promise.all([
      // A query builder's getOne: findOne with a relation would first look up the id alone.
      manager
        .getRepository(Branch)
        .createQueryBuilder('branch')
        .leftJoinAndSelect('branch.deliveryAreas', 'area')
        .where('branch.id = :id', { id: dto.branch.id })
        .getOne(),
      productIds.length
        ? manager.getRepository(Product).find({
            where: { id: In(productIds) },
            loadEagerRelations: false,
          })
        : Promise.resolve([]),
      this.menusWith(manager, dto.branch.id, productIds),
    ]);
    if (!branch || !branch.isPublic) {
      throw ApiError.validation([{ field: 'branch', message: ORDER_MESSAGES.branchNotFound }]);
    }
    const errors: ApiErrorEntry[] = [];
    const fail: Fail = (message, field) => errors.push({ field, message });
    const tz = branch.timezone || 'Europe/Vienna';
    const kind = orderKindOf(dto);
    checkKindOffered(branch, kind, fail);

    const appointment = checkAppointmentInput(dto, tz, fail);

    // Items ---------------------------------------------------------------------------
    const byId = new Map(products.map((product) => [product.id, product]));
    const orderableAt = appointment ?? now;
    const inMenu = orderableInMenus(menus, orderableAt, tz);
    const built = buildItems(items, byId, inMenu, orderableAt, tz, kind, fail);
    await this.checkUploads(manager, items, byId, fail);

    const area = checkDeliveryArea(dto, branch, kind, built, config, fail);
    const { openNow, isQuotation } = checkTiming(
      branch,
      kind,
      appointment,
      products.filter((product) => productIds.includes(product.id)),
      now,
      tz,
      fail,
    );
    checkContact(dto, branch, kind, fail);

    // Table, donatee ------------------------------------------------------------------
    let table: DiningTable | null = null;
    if (kind === 'dine-in') {
      if (dto.table) {
        table = await manager.getRepository(DiningTable).findOne({
          where: { id: dto.table.id, branch: { id: branch.id } },
          loadEagerRelations: false,
        });
        if (!table) fail(ORDER_MESSAGES.tableForeign, 'table');
      } else if (branch.isTableSelectionEnabled) fail(ORDER_MESSAGES.tableRequired, 'table');
    }
    let donatee: Donatee | null = null;
    if (dto.donatee) {
      donatee = await manager.getRepository(Donatee).findOneBy({ id: dto.donatee.id });
      if (!donatee || !donatee.isEnabled || !config.enablePluginDonations) {
        fail(ORDER_MESSAGES.donateeUnavailable, 'donatee');
      }
    }

    checkTerms(dto, fail);
    const paymentMethod = checkPayment(
      dto,
      config,
      branch,
      isQuotation,
      (method) => this.payments.isAvailable(method),
      fail,
    );

    if (errors.length) throw ApiError.validation(errors);
    return {
      branch,
      kind,
      items: built,
      area,
      table,
      donatee,
      appointment,
      isPreorder: !openNow && !isQuotation,
      isQuotation,
      paymentMethod,
    };
  }

  /** Each upload a draft's parts name must exist with the secret in its address. */
  private async checkUploads(
    manager: EntityManager,
    items: CreateOrderDto['items'],
    products: Map<number, Product>,
    fail: Fail,
  ): Promise<void> {
    const wanted = uploadReferences(items, products);
    if (!wanted.length) return;
    const ids = [...new Set(wanted.map((entry) => entry.id).filter((id) => id > 0))];
    const uploads = ids.length
      ? await manager.getRepository(Upload).find({ where: { id: In(ids) } })
      : [];
    checkUploadReferences(wanted, uploads, fail);
  }

  /** The enabled menus of the branch with their entries that hold products of the cart. */
  private async menusWith(
    manager: EntityManager,
    branchId: number,
    productIds: number[],
  ): Promise<Menu[]> {
    if (productIds.length === 0) return [];
    return (
      manager
        .getRepository(Menu)
        .createQueryBuilder('menu')
        .innerJoin('menu.branches', 'branch', 'branch.id = :branchId', { branchId })
        // Inner joins: one row per menu, entry and product of the cart, not per entry of the
        // menu times its products.
        .innerJoinAndSelect('menu.entries', 'entry')
        .innerJoinAndSelect('entry.products', 'item', 'item.productId IN (:...productIds)', {
          productIds,
        })
        .leftJoinAndSelect('entry.category', 'category')
        .where('menu.isEnabled = :enabled', { enabled: true })
        .getMany()
    );
  }
}

/**
 * Products of the cart found in a menu of the branch that is in effect, and whether one of
 * their categories there can be ordered at the moment.
 */
function orderableInMenus(menus: Menu[], at: Date, tz: string): MenuAvailability {
  const found: MenuAvailability = new Map();
  for (const menu of menus) {
    if (menu.availableFrom && new Date(menu.availableFrom).getTime() > at.getTime()) continue;
    for (const entry of menu.entries ?? []) {
      const orderable = !!entry.category && isOrderable(entry.category, at, tz);
      for (const item of entry.products ?? []) {
        const previous = found.get(item.productId);
        found.set(item.productId, { orderable: (previous?.orderable ?? false) || orderable });
      }
    }
  }
  return found;
}
