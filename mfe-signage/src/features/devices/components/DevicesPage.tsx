import { Button, Form, Input, Modal, Select, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { CrudPage, type ListColumn } from '@bestellwerk/admin-kit';
import { api, signageApi, type SignageDevice } from '@bestellwerk/api-client';
import { ERRORS } from '../../../shared/errors';
import { OptionErrors, useOptions } from '../../../shared/useOptions';
import {
  COMMAND_LABELS,
  COMMAND_STATES,
  devicePayload,
  deviceValues,
  type DeviceFormValues,
} from '../state/deviceForm';
import { DeviceCommands } from './DeviceCommands';
import { PairDialog } from './PairDialog';
import { TvNowNext } from './TvNowNext';

const columns: ListColumn<SignageDevice>[] = [
  {
    key: 'screenshot',
    title: '',
    width: 96,
    // On a phone the name and the state come first; the picture needs room.
    responsive: ['md'],
    render: (_, tv) =>
      tv.screenshotUrl ? (
        <img src={tv.screenshotUrl} alt="" style={{ width: 80, height: 45, objectFit: 'cover' }} />
      ) : null,
  },
  { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
  {
    key: 'status',
    title: 'Status',
    render: (_, tv) =>
      !tv.isPaired ? (
        <Tag>nicht gekoppelt</Tag>
      ) : tv.isOnline ? (
        <Tag color="success">online</Tag>
      ) : (
        <Tag color="error">offline</Tag>
      ),
  },
  { key: 'branch', title: 'Filiale', render: (_, tv) => tv.branch?.name ?? '' },
  { key: 'scene', title: 'Szene', render: (_, tv) => tv.scene?.name ?? '–' },
  { key: 'now', title: 'Läuft gerade', render: (_, tv) => tv.nowPlaying?.segmentName ?? '–' },
  {
    key: 'command',
    title: 'Befehl',
    render: (_, tv) =>
      tv.command ? (
        <Space size={4}>
          {COMMAND_LABELS[tv.command.command] ?? tv.command.command}
          <Tag color={COMMAND_STATES[tv.command.state]?.color}>
            {COMMAND_STATES[tv.command.state]?.label ?? tv.command.state}
          </Tag>
        </Space>
      ) : (
        '–'
      ),
  },
];

export function DevicesPage() {
  const branchesChoices = useOptions('branches');
  const branches = branchesChoices.options;
  const scenesChoices = useOptions('scenes');
  const scenes = scenesChoices.options;
  const [refreshKey, setRefreshKey] = useState(0);
  const [commanding, setCommanding] = useState<SignageDevice | null>(null);
  const [pairing, setPairing] = useState<SignageDevice | null>(null);
  const commandingId = useRef<number | null>(null);
  commandingId.current = commanding?.id ?? null;
  const withCommands: ListColumn<SignageDevice>[] = [
    ...columns,
    {
      key: 'commands',
      title: '',
      render: (_, tv) => (
        <Space size={4} wrap>
          <Button
            size="small"
            type={tv.isPaired ? 'default' : 'primary'}
            onClick={(event) => {
              event.stopPropagation();
              setPairing(tv);
            }}
          >
            {tv.isPaired ? 'Neu koppeln …' : 'Koppeln …'}
          </Button>
          <Button
            size="small"
            onClick={(event) => {
              event.stopPropagation();
              setCommanding(tv);
            }}
          >
            Befehle …
          </Button>
        </Space>
      ),
    },
  ];
  // The list follows the TVs: heartbeats, command states and pairings arrive as events.
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(api.eventsUrl());
    let timer: ReturnType<typeof setTimeout> | null = null;
    source.addEventListener('signage.device', () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        setRefreshKey((key) => key + 1);
        // The open command dialog follows too: „gesendet“ becomes „läuft“ once the TV has it.
        const open = commandingId.current;
        if (open !== null) {
          signageApi.devices
            .get(open)
            .then((device) => {
              if (commandingId.current === device.id) setCommanding(device);
            })
            .catch(() => undefined);
        }
      }, 500);
    });
    return () => {
      if (timer) clearTimeout(timer);
      source.close();
    };
  }, []);
  return (
    <>
      <PairDialog
        device={pairing}
        onClose={() => setPairing(null)}
        onPaired={() => {
          setPairing(null);
          setRefreshKey((key) => key + 1);
        }}
      />
      <Modal
        open={commanding !== null}
        title={commanding ? `Befehle an „${commanding.name}“` : ''}
        footer={null}
        onCancel={() => setCommanding(null)}
        destroyOnHidden
      >
        {commanding && (
          <DeviceCommands
            device={commanding}
            onChange={(device) => {
              setCommanding(device);
              setRefreshKey((key) => key + 1);
            }}
          />
        )}
        {commanding && <TvNowNext device={commanding} />}
      </Modal>
      <CrudPage<SignageDevice, DeviceFormValues>
        resource={signageApi.devices}
        noun={{ article: 'Der', singular: 'TV', plural: 'TVs' }}
        columns={withCommands}
        loadError={ERRORS.devices.load}
        defaultSort="name"
        refreshKey={refreshKey}
        filters={[{ type: 'search', name: 'search', placeholder: 'TVs suchen' }]}
        above={<OptionErrors of={[branchesChoices, scenesChoices]} />}
        create={{ label: 'Neuer TV', primary: true }}
        remove="drawer"
        titleOf={(tv) => `TV „${tv.name}“`}
        stayOpen
        width={640}
        toValues={deviceValues}
        defaults={{ scene: null }}
        toPayload={devicePayload}
        form={
          <>
            <Form.Item name="name" label="Name">
              <Input />
            </Form.Item>
            <Form.Item name="identifier" label="Kennung">
              <Input />
            </Form.Item>
            <Form.Item name="branch" label="Filiale">
              <Select options={branches} showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
            <Form.Item name="scene" label="Szene">
              <Select options={scenes} allowClear showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
          </>
        }
      />
    </>
  );
}
