import { Tabs, Typography } from 'antd';
import { navigate, useHashPath } from '@bestellwerk/mf/router';
import { CategoriesPage } from './features/categories/components/CategoriesPage';
import { MenusPage } from './features/menus/components/MenusPage';
import { ProductsPage } from './features/products/components/ProductsPage';
import { TagsPage } from './features/tags/components/TagsPage';

const SECTIONS = [
  { key: 'products', label: 'Produkte', children: <ProductsPage /> },
  { key: 'categories', label: 'Kategorien', children: <CategoriesPage /> },
  { key: 'menus', label: 'Produktkataloge', children: <MenusPage /> },
  { key: 'tags', label: 'Tags', children: <TagsPage /> },
];

/** Remote 'catalog', './App': products, categories, menus and tags (#/catalog/<section>). */
export default function CatalogApp() {
  const path = useHashPath();
  const section = path.split('/')[2];
  const active = SECTIONS.some((entry) => entry.key === section) ? section : 'products';
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Produktkataloge
      </Typography.Title>
      <Tabs
        activeKey={active}
        destroyOnHidden
        onChange={(key) => navigate(`/catalog/${key}`)}
        items={SECTIONS}
      />
    </div>
  );
}
