import { Connection, insertMany, rows, template } from './database.mts';

const DEMO_BRANCH = 'graz-hauptplatz';

/** Open around the clock, every day: the bench must not depend on the time of day. */
export const AROUND_THE_CLOCK = JSON.stringify([
  { type: 'daily', date: null, isClosed: false, from: '00:00', to: '23:59' },
]);

/**
 * Adds `count` branches copied from the demo shop's Graz branch (all its settings), named
 * filiale-1…; with `sameMenus` each also offers Graz's menus. Returns their ids.
 */
export async function addBranches(
  db: Connection,
  count: number,
  { sameMenus = false } = {},
): Promise<number[]> {
  if (count <= 0) return [];
  const base = await template(db, 'branch', 'identifier = ?', [DEMO_BRANCH]);
  const [{ maxPosition }] = await rows<{ maxPosition: number }>(
    db,
    'SELECT MAX(position) AS maxPosition FROM branch',
  );
  await insertMany(
    db,
    'branch',
    Array.from({ length: count }, (_, index) => ({
      ...base,
      identifier: `filiale-${index + 1}`,
      name: `Filiale ${index + 1}`,
      email: `filiale-${index + 1}@cafe-rosmarin.example.at`,
      position: Number(maxPosition) + 1 + index,
      createdAt: undefined,
      updatedAt: undefined,
    })).map(withoutUndefined),
  );
  const ids = (
    await rows<{ id: number }>(
      db,
      "SELECT id FROM branch WHERE identifier LIKE 'filiale-%' ORDER BY id",
    )
  ).map((row) => Number(row.id));
  if (sameMenus) {
    const menus = await rows<{ menuId: number }>(
      db,
      'SELECT mb.menuId FROM menu_branches mb JOIN branch b ON b.id = mb.branchId WHERE b.identifier = ?',
      [DEMO_BRANCH],
    );
    await insertMany(
      db,
      'menu_branches',
      ids.flatMap((branchId) => menus.map((menu) => ({ menuId: menu.menuId, branchId }))),
    );
  }
  return ids;
}

function withoutUndefined(record: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

export async function openAroundTheClock(db: Connection): Promise<void> {
  await db.query(
    'UPDATE branch SET openingHours = ?, deliveryHours = ?, orderableFrom = NULL, isPublic = 1',
    [AROUND_THE_CLOCK, AROUND_THE_CLOCK],
  );
}

export interface LargeShop {
  branchIds: number[];
  /** The branch whose one menu holds every product (for statement counts at full size). */
  flagshipId: number;
  /** Branches with an ordinary menu of `perMenu` products. */
  ordinaryIds: number[];
  products: number;
  perMenu: number;
}

/**
 * The large shop of the bench: the demo shop grown to `branches` branches and `products`
 * products, every added branch with a menu of its own (`perMenu` products in categories of
 * ten), the last added branch with one menu holding every product. Rows are copies of the
 * seeded ones (so every column is as the product writes it), inserted in multi-row INSERTs.
 */
export async function growShop(
  db: Connection,
  { branches, products, perMenu = 50 }: { branches: number; products: number; perMenu?: number },
): Promise<LargeShop> {
  const [{ n: existingBranches }] = await rows<{ n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM branch',
  );
  const added = await addBranches(db, branches - Number(existingBranches));
  const seeded = await rows<Record<string, unknown>>(db, 'SELECT * FROM product ORDER BY id');
  const copies = Math.max(0, products - seeded.length);
  await insertMany(
    db,
    'product',
    Array.from({ length: copies }, (_, index) => {
      const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = seeded[index % seeded.length];
      return {
        ...fields,
        name: `${String(fields.name)} ${index + 1}`,
        position: seeded.length + index,
      };
    }),
  );
  const productIds = (await rows<{ id: number }>(db, 'SELECT id FROM product ORDER BY id')).map(
    (r) => Number(r.id),
  );
  const categoryBase = await template(db, 'category', 'schedule IS NULL');
  const categoryCount = Math.ceil(productIds.length / 10);
  await insertMany(
    db,
    'category',
    Array.from({ length: categoryCount }, (_, index) => ({
      ...withoutUndefined({ ...categoryBase, createdAt: undefined, updatedAt: undefined }),
      name: `Sortiment ${index + 1}`,
      position: 100 + index,
    })),
  );
  const categoryIds = (
    await rows<{ id: number }>(
      db,
      "SELECT id FROM category WHERE name LIKE 'Sortiment %' ORDER BY id",
    )
  ).map((r) => Number(r.id));

  const ordinaryIds = added.slice(0, -1);
  const flagshipId = added[added.length - 1];
  await insertMany(
    db,
    'menu',
    added.map((branchId) => ({
      name: branchId === flagshipId ? 'Gesamtsortiment' : `Karte ${branchId}`,
      isEnabled: 1,
    })),
  );
  const menuIds = (
    await rows<{ id: number }>(
      db,
      "SELECT id FROM menu WHERE name LIKE 'Karte %' OR name = 'Gesamtsortiment' ORDER BY id",
    )
  ).map((r) => Number(r.id));
  await insertMany(
    db,
    'menu_branches',
    menuIds.map((menuId, index) => ({ menuId, branchId: added[index] })),
  );
  // Which products each menu holds, in categories of ten.
  const plan = menuIds.map((menuId, index) => {
    const list =
      added[index] === flagshipId
        ? productIds
        : Array.from(
            { length: perMenu },
            (_, k) => productIds[(index * perMenu + k) % productIds.length],
          );
    const groups: number[][] = [];
    for (let at = 0; at < list.length; at += 10) groups.push(list.slice(at, at + 10));
    return { menuId, groups };
  });
  await insertMany(
    db,
    'menu_category',
    plan.flatMap(({ menuId, groups }) =>
      groups.map((_, position) => ({ menuId, categoryId: categoryIds[position], position })),
    ),
  );
  const menuCategories = await rows<{ id: number; menuId: number; position: number }>(
    db,
    `SELECT id, menuId, position FROM menu_category WHERE menuId IN (${menuIds.join(',')})`,
  );
  const byKey = new Map(menuCategories.map((mc) => [`${mc.menuId}:${mc.position}`, Number(mc.id)]));
  await insertMany(
    db,
    'menu_category_product',
    plan.flatMap(({ menuId, groups }) =>
      groups.flatMap((group, position) =>
        group.map((productId, index) => ({
          menuCategoryId: byKey.get(`${menuId}:${position}`)!,
          productId,
          position: index,
        })),
      ),
    ),
    2000,
  );
  const branchIds = (await rows<{ id: number }>(db, 'SELECT id FROM branch ORDER BY id')).map((r) =>
    Number(r.id),
  );
  return { branchIds, flagshipId, ordinaryIds, products: productIds.length, perMenu };
}

/** A small shop for the statement counts: the demo shop with one branch's menu cut to `keep` products. */
export async function shrinkMenuOf(
  db: Connection,
  identifier: string,
  keep: number,
): Promise<number> {
  const [branch] = await rows<{ id: number }>(db, 'SELECT id FROM branch WHERE identifier = ?', [
    identifier,
  ]);
  const entries = await rows<{ id: number }>(
    db,
    `SELECT mcp.id FROM menu_category_product mcp
       JOIN menu_category mc ON mc.id = mcp.menuCategoryId
       JOIN menu_branches mb ON mb.menuId = mc.menuId
      WHERE mb.branchId = ? ORDER BY mc.position, mcp.position`,
    [branch.id],
  );
  const drop = entries.slice(keep).map((entry) => Number(entry.id));
  if (drop.length)
    await db.query(`DELETE FROM menu_category_product WHERE id IN (${drop.join(',')})`);
  return Number(branch.id);
}
