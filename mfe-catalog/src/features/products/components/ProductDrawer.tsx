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
import { useEffect, useRef } from 'react';
import { api, type Product, type ProductPlacement } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { PartsField } from './PartsField';
import { BasicsSection, LeadTimeSection, PriceSection, UnitsSection } from './ProductFormSections';
import { PlacementsSection } from './PlacementsSection';
import { PreparationTimes } from './PreparationTimes';
import {
  toFormValues,
  toPayload,
  toPlacementValues,
  toPlacementsPayload,
  type ProductFormValues,
} from '../state/productForm';

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
  const placements = useEntityState<ProductPlacement[]>({
    load: () => api.products.placements(id!),
    loadError: ERRORS.products.loadOne,
    keys: [id],
    enabled: id !== null,
  });
  const menus = useEntityState({
    load: () => api.menus.list({ perPage: 500, sort: 'name' }),
    loadError: ERRORS.menus.load,
    enabled: target !== null,
  });
  const categories = useEntityState({
    load: () => api.categories.list({ perPage: 500, sort: 'name' }),
    loadError: ERRORS.categories.load,
    enabled: target !== null,
  });
  const estimates = useEntityState({
    load: () => api.products.preparationEstimates(),
    loadError: 'Zubereitungszeiten konnten nicht geladen werden.',
    enabled: id !== null,
  });
  const branches = useEntityState({
    load: () => api.branches.list({ perPage: 500, sort: 'name' }),
    loadError: 'Filialen konnten nicht geladen werden.',
    enabled: id !== null,
  });
  // A new product saved whose places then failed: the next „Speichern“ updates it.
  const created = useRef<Product | null>(null);
  useEffect(() => {
    created.current = null;
  }, [target]);
  const current = id !== null && product.data?.id === id ? product.data : undefined;
  const initial = current
    ? placements.data && {
        ...toFormValues(current),
        placements: toPlacementValues(placements.data),
      }
    : target && 'initial' in target
      ? { ...target.initial, placements: target.initial.placements ?? [] }
      : undefined;

  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      size={screens.md ? 820 : '100%'}
      title={current ? `Produkt „${current.name}“` : 'Neues Produkt'}
      loading={id !== null && !initial && (product.loading || placements.loading)}
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
              icon={<CopyOutlined aria-hidden />}
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
        errors={[
          ...product.errors,
          ...tags.errors,
          ...placements.errors,
          ...menus.errors,
          ...categories.errors,
        ]}
        onDismiss={(errorId) => {
          for (const state of [product, tags, placements, menus, categories]) {
            state.dismiss(errorId);
          }
        }}
      />
      {initial && (
        <ServerForm<ProductFormValues>
          key={current?.id ?? 'new'}
          form={form}
          initialValues={initial}
          failureMessage={current ? ERRORS.products.update : ERRORS.products.create}
          submit={async (values) => {
            const all = { ...form.getFieldsValue(true), ...values };
            const existing = current ?? created.current;
            const saved = existing
              ? await api.products.update(existing.id, toPayload(all))
              : await api.products.create(toPayload(all));
            created.current = saved;
            placements.setData(
              await api.products.savePlacements(saved.id, toPlacementsPayload(all)),
            );
            return saved;
          }}
          onSaved={(saved) => {
            product.setData(saved as Product);
            void message.success('Das Produkt wurde gespeichert.');
            onSaved(saved as Product);
          }}
        >
          <BasicsSection tags={tags.data?.items ?? []} />

          <PlacementsSection
            menus={menus.data?.items ?? []}
            categories={categories.data?.items ?? []}
          />

          <Divider titlePlacement="start">Bilder</Divider>
          <Form.Item name="images" extra="Zum Sortieren ein Bild an die gewünschte Stelle ziehen.">
            <ImageGallery />
          </Form.Item>

          <PriceSection />

          <UnitsSection />

          <LeadTimeSection />
          {id !== null ? (
            <PreparationTimes
              estimates={(estimates.data ?? []).filter((row) => row.productId === id)}
              branches={branches.data?.items ?? []}
            />
          ) : null}

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
