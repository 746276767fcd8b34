import { CopyOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Divider, Drawer, Flex, Form, Grid } from 'antd';
import {
  DeleteButton,
  ErrorList,
  ImageGallery,
  ScheduleField,
  ServerForm,
  useClipboard,
  useEntityState,
} from '@bestellwerk/admin-kit';
import { api, type Product } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { PartsField } from './PartsField';
import { BasicsSection, LeadTimeSection, PriceSection, UnitsSection } from './ProductFormSections';
import { toFormValues, toPayload, type ProductFormValues } from '../state/productForm';

/** Which product the drawer shows: an id, a new one (maybe pasted), or none. */
export type ProductTarget = { id: number } | { initial: ProductFormValues } | null;

/** The whole product form (storefront.md §3 Product); server errors at their fields. */
export function ProductDrawer({
  target,
  onClose,
  onSaved,
  onRemoved,
}: {
  target: ProductTarget;
  onClose: () => void;
  onSaved: (product: Product) => void;
  onRemoved: () => void;
}) {
  const screens = Grid.useBreakpoint();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<ProductFormValues>();
  const clipboard = useClipboard<ProductFormValues>('product');
  const id = target && 'id' in target ? target.id : null;
  const product = useEntityState<Product>({
    load: () => api.products.get(id!),
    loadError: ERRORS.products.loadOne,
    keys: [id],
    enabled: id !== null,
  });
  const tags = useEntityState({
    load: () => api.tags.list({ perPage: 500, sort: 'name' }),
    loadError: ERRORS.tags.load,
    enabled: target !== null,
  });
  const current = id !== null && product.data?.id === id ? product.data : undefined;
  const initial = current
    ? toFormValues(current)
    : target && 'initial' in target
      ? target.initial
      : undefined;

  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      size={screens.md ? 820 : '100%'}
      title={current ? `Produkt „${current.name}“` : 'Neues Produkt'}
      loading={id !== null && !current && product.loading}
      destroyOnHidden
      extra={
        current && (
          <Flex gap={8}>
            <DeleteButton
              iconOnly={!screens.md}
              label={`Produkt „${current.name}“`}
              onConfirm={() =>
                product.run(
                  () => api.products.remove(current.id),
                  ERRORS.products.remove,
                  () => {
                    void message.success('Das Produkt wurde gelöscht.');
                    onRemoved();
                  },
                )
              }
            />
            <Button
              icon={<CopyOutlined />}
              aria-label="Kopieren"
              onClick={() => {
                clipboard.copy(form.getFieldsValue(true));
                void message.success('Produkt kopiert – in einer anderen Liste „Einfügen“ wählen.');
              }}
            >
              {screens.md && 'Kopieren'}
            </Button>
          </Flex>
        )
      }
    >
      <ErrorList
        errors={[...product.errors, ...tags.errors]}
        onDismiss={(errorId) => {
          product.dismiss(errorId);
          tags.dismiss(errorId);
        }}
      />
      {initial && (
        <ServerForm<ProductFormValues>
          key={current?.id ?? 'new'}
          form={form}
          initialValues={initial}
          failureMessage={current ? ERRORS.products.update : ERRORS.products.create}
          submit={(values) => {
            const payload = toPayload({ ...form.getFieldsValue(true), ...values });
            return current
              ? api.products.update(current.id, payload)
              : api.products.create(payload);
          }}
          onSaved={(saved) => {
            product.setData(saved as Product);
            void message.success('Das Produkt wurde gespeichert.');
            onSaved(saved as Product);
          }}
        >
          <BasicsSection tags={tags.data?.items ?? []} />

          <Divider titlePlacement="start">Bilder</Divider>
          <Form.Item name="images" extra="Zum Sortieren ein Bild an die gewünschte Stelle ziehen.">
            <ImageGallery />
          </Form.Item>

          <PriceSection />

          <UnitsSection />

          <LeadTimeSection />

          <Divider titlePlacement="start">Bestellbar zu diesen Zeiten</Divider>
          <ScheduleField name="schedule" />

          <Divider titlePlacement="start">Konfiguration (Felder)</Divider>
          <div style={{ marginBottom: 16 }}>
            <PartsField />
          </div>
        </ServerForm>
      )}
    </Drawer>
  );
}
