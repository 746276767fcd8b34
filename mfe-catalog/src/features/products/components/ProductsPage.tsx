import { CopyOutlined, PlusOutlined, PrinterOutlined, SnippetsOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Tag } from 'antd';
import { useState } from 'react';
import { api, formatMoney, type Product } from '@bestellwerk/api-client';
import { imageUrl, unitShortName } from '@bestellwerk/domain';
import { CrudPage, useClipboard, useEntityState, type ListColumn } from '@bestellwerk/admin-kit';
import { ERRORS } from '../../../shared/errors';
import { PRODUCT_TYPE_LABELS } from '../state/labels';
import { LabelPrintDialog } from './LabelPrintDialog';
import { ProductDrawer } from './ProductDrawer';
import {
  NEW_PRODUCT,
  pastedProduct,
  toFormValues,
  type ProductFormValues,
} from '../state/productForm';

/** Products: the list with search, category and state filters, and the product drawer. */
export function ProductsPage() {
  const { message } = AntApp.useApp();
  /** The values a new product starts with: empty, or the pasted copy. */
  const [initial, setInitial] = useState<ProductFormValues>(NEW_PRODUCT);
  const clipboard = useClipboard<ProductFormValues>('product');
  const [printing, setPrinting] = useState(false);
  const categories = useEntityState({
    load: () => api.categories.list({ perPage: 500, sort: 'name' }),
    loadError: ERRORS.categories.load,
  });

  const columns: ListColumn<Product>[] = [
    {
      key: 'image',
      title: '',
      width: 56,
      render: (_, product) =>
        product.images[0] ? (
          <img
            src={imageUrl(product.images[0], 'icon')}
            alt=""
            style={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 4 }}
          />
        ) : null,
    },
    { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
    {
      key: 'type',
      title: 'Typ',
      responsive: ['md'],
      render: (_, product) => PRODUCT_TYPE_LABELS[product.type] ?? product.type,
    },
    {
      key: 'price',
      title: 'Preis',
      sortField: 'price',
      align: 'right',
      render: (_, product) =>
        product.price === undefined
          ? '–'
          : `${formatMoney(product.price)} / ${unitShortName(product.unit)}`,
    },
    {
      key: 'isEnabled',
      title: 'Status',
      render: (_, product) =>
        product.isEnabled ? <Tag color="green">Aktiv</Tag> : <Tag>Inaktiv</Tag>,
    },
    {
      key: 'actions',
      title: '',
      render: (_, product) => (
        <Button
          size="small"
          icon={<CopyOutlined aria-hidden />}
          onClick={(event) => {
            event.stopPropagation();
            clipboard.copy(toFormValues(product));
            void message.success(`„${product.name}“ kopiert.`);
          }}
        >
          Kopieren
        </Button>
      ),
    },
  ];

  const categoryOptions = (categories.data?.items ?? []).map((category) => ({
    value: category.id,
    label: category.name,
  }));

  return (
    <>
      <LabelPrintDialog
        open={printing}
        onClose={() => setPrinting(false)}
        categories={categoryOptions}
      />
      <CrudPage<Product>
        resource={api.products}
        noun={{ article: 'Das', singular: 'Produkt', plural: 'Produkte' }}
        columns={columns}
        loadError={ERRORS.products.load}
        defaultSort="name"
        filters={[
          { type: 'search', name: 'search', placeholder: 'Produkte suchen' },
          {
            type: 'select',
            name: 'category',
            placeholder: 'Kategorie',
            options: categoryOptions,
          },
          {
            type: 'select',
            name: 'isEnabled',
            placeholder: 'Status',
            options: [
              { value: 'true', label: 'Aktiv' },
              { value: 'false', label: 'Inaktiv' },
            ],
          },
        ]}
        toolbar={(open) => (
          <>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => {
                setInitial(NEW_PRODUCT);
                open('new');
              }}
            >
              Neues Produkt
            </Button>
            {clipboard.item && (
              <Button
                icon={<SnippetsOutlined aria-hidden />}
                onClick={() => {
                  setInitial(pastedProduct(clipboard.item!));
                  open('new');
                }}
              >
                Einfügen: „{clipboard.item.name}“
              </Button>
            )}
            <Button icon={<PrinterOutlined aria-hidden />} onClick={() => setPrinting(true)}>
              Etiketten drucken
            </Button>
          </>
        )}
        detail={({ target, open, close, refresh }) => (
          <ProductDrawer
            target={target === null ? null : target === 'new' ? { initial } : { id: target }}
            onClose={close}
            onRemoved={() => {
              close();
              refresh();
            }}
            onSaved={(saved) => {
              refresh();
              open(saved.id);
            }}
          />
        )}
      />
    </>
  );
}
