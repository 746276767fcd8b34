import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Flex, Form, Select, Typography } from 'antd';
import type { Category, Menu } from '@bestellwerk/api-client';
import { NO_PLACEMENT_HINT, isPlacedNowhere, type PlacementValues } from '../state/productForm';

/**
 * Im Shop: the categories of the menus the product stands in, set from its own form. A
 * product in none is not in the shop, and the form says so.
 */
export function PlacementsSection({
  menus,
  categories,
}: {
  menus: Menu[];
  categories: Category[];
}) {
  const placements = Form.useWatch<PlacementValues[] | undefined>('placements');
  const menuOptions = menus.map((menu) => ({ value: menu.id, label: menu.name }));
  const categoryOptions = categories.map((category) => ({
    value: category.id,
    label: category.name,
  }));
  return (
    <>
      <Divider titlePlacement="start">Im Shop</Divider>
      {isPlacedNowhere(placements) ? (
        <Alert type="warning" showIcon title={NO_PLACEMENT_HINT} style={{ marginBottom: 12 }} />
      ) : (
        <Typography.Paragraph type="secondary">
          Das Produkt steht in diesen Kategorien; neu zugeordnet erscheint es dort an letzter Stelle
          (die Reihenfolge bestimmen Sie im Produktkatalog).
        </Typography.Paragraph>
      )}
      <Form.List name="placements">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="start" wrap>
                <Form.Item
                  name={[field.name, 'menu']}
                  label={index === 0 ? 'Produktkatalog' : undefined}
                  rules={[{ required: true, message: 'Bitte einen Produktkatalog wählen.' }]}
                  style={{ flex: '1 1 200px', marginBottom: 12 }}
                >
                  <Select
                    options={menuOptions}
                    placeholder="Produktkatalog"
                    aria-label={`Zuordnung ${index + 1}: Produktkatalog`}
                    showSearch={{ optionFilterProp: 'label' }}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'category']}
                  label={index === 0 ? 'Kategorie' : undefined}
                  rules={[{ required: true, message: 'Bitte eine Kategorie wählen.' }]}
                  style={{ flex: '1 1 200px', marginBottom: 12 }}
                >
                  <Select
                    options={categoryOptions}
                    placeholder="Kategorie"
                    aria-label={`Zuordnung ${index + 1}: Kategorie`}
                    showSearch={{ optionFilterProp: 'label' }}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Zuordnung ${index + 1} entfernen`}
                  onClick={() => remove(field.name)}
                  style={{ marginTop: index === 0 ? 30 : 0 }}
                />
              </Flex>
            ))}
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({})}
              style={{ marginBottom: 16 }}
            >
              Zuordnung hinzufügen
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
