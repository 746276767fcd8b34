import { Button, Input, Select, Space, Switch } from 'antd';
import type { NavigationItem } from '@bestellwerk/api-client';
import { useState } from 'react';
import { ReferenceSelect } from '../../../shared/fields/ReferenceSelect';
import {
  indentItem,
  moveItem,
  newItem,
  outdentItem,
  updateItem,
  type TreePath,
} from '../state/tree';

const TYPES = [
  { value: 'home', label: 'Startseite' },
  { value: 'site', label: 'Seite' },
  { value: 'branch', label: 'Filiale' },
  { value: 'link', label: 'Link' },
];

/**
 * The items of a navigation as a tree (backoffice-api.md §3 navigation item): drag a row onto
 * another to put it before that one, or use the arrows; → and ← change the level.
 */
export function NavigationTreeField({
  value = [],
  onChange,
}: {
  value?: NavigationItem[];
  onChange?: (items: NavigationItem[]) => void;
}) {
  const [dragged, setDragged] = useState<TreePath | null>(null);
  const change = (items: NavigationItem[]) => onChange?.(items);

  const rows = (items: NavigationItem[], parent: TreePath) =>
    items.map((item, index) => {
      const path = [...parent, index];
      const key = path.join('.');
      return (
        <li key={key}>
          <div
            draggable
            className="cms-tree-row"
            aria-label={`Eintrag ${item.label}`}
            onDragStart={() => setDragged(path)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged) change(moveItem(value, dragged, path));
              setDragged(null);
            }}
            style={{
              padding: 8,
              marginBottom: 4,
              border: '1px solid #d9d9d9',
              borderRadius: 8,
              background: '#fff',
              cursor: 'grab',
            }}
          >
            <Space wrap>
              <Select
                aria-label="Typ"
                value={item.type}
                style={{ width: 140 }}
                options={TYPES}
                onChange={(type) =>
                  // The old target does not fit the new type (an id is no address).
                  change(updateItem(value, path, { type, target: type === 'link' ? '' : null }))
                }
              />
              <Input
                aria-label="Beschriftung"
                value={item.label}
                style={{ width: 160 }}
                onChange={(event) => change(updateItem(value, path, { label: event.target.value }))}
              />
              {item.type === 'site' || item.type === 'branch' ? (
                // Picked by name or path („Über uns (/ueber-uns)“), stored as the id.
                <ReferenceSelect
                  target={item.type}
                  aria-label={item.type === 'site' ? 'Seite' : 'Filiale'}
                  placeholder={item.type === 'site' ? 'Seite suchen' : 'Filiale suchen'}
                  style={{ width: 240 }}
                  value={typeof item.target === 'number' ? item.target : null}
                  onChange={(target) => change(updateItem(value, path, { target }))}
                />
              ) : item.type === 'link' ? (
                <Input
                  aria-label="Ziel"
                  value={typeof item.target === 'string' ? item.target : ''}
                  style={{ width: 240 }}
                  placeholder="https://…, /pfad, mailto:…, tel:…"
                  onChange={(event) =>
                    change(updateItem(value, path, { target: event.target.value }))
                  }
                />
              ) : null}
              <Input
                aria-label="Zusatz"
                value={item.suffix ?? ''}
                style={{ width: 100 }}
                placeholder="#anker"
                onChange={(event) =>
                  change(updateItem(value, path, { suffix: event.target.value || null }))
                }
              />
              <Switch
                aria-label="Aktiv"
                checked={item.isEnabled}
                onChange={(isEnabled) => change(updateItem(value, path, { isEnabled }))}
              />
              <Button
                size="small"
                aria-label="Nach oben"
                disabled={index === 0}
                onClick={() => change(moveItem(value, path, [...parent, index - 1]))}
              >
                ↑
              </Button>
              <Button
                size="small"
                aria-label="Nach unten"
                disabled={index === items.length - 1}
                onClick={() => change(moveItem(value, path, [...parent, index + 2]))}
              >
                ↓
              </Button>
              <Button
                size="small"
                aria-label="Einrücken"
                disabled={index === 0}
                onClick={() => change(indentItem(value, path))}
              >
                →
              </Button>
              <Button
                size="small"
                aria-label="Ausrücken"
                disabled={parent.length === 0}
                onClick={() => change(outdentItem(value, path))}
              >
                ←
              </Button>
              <Button size="small" danger onClick={() => change(updateItem(value, path, null))}>
                Entfernen
              </Button>
            </Space>
          </div>
          {item.children.length ? (
            <ul style={{ listStyle: 'none', paddingLeft: 24 }}>{rows(item.children, path)}</ul>
          ) : null}
        </li>
      );
    });

  return (
    <div>
      <ul style={{ listStyle: 'none', padding: 0 }}>{rows(value, [])}</ul>
      <Button onClick={() => change([...value, newItem()])}>Eintrag hinzufügen</Button>
    </div>
  );
}
