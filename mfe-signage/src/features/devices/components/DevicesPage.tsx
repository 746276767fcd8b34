import { App, Button, Form, Input, Modal, Select, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { CrudPage, type ListColumn } from '@bestellwerk/admin-kit';
import { api, errorMessage, signageApi, type SignageDevice } from '@bestellwerk/api-client';
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

const columns: ListColumn<SignageDevice>[] = [
  {
    key: 'screenshot',
    title: '',
    width: 96,
    render: (_, tv) =>
      tv.screenshotUrl ? (
        <img src={tv.screenshotUrl} alt="" style={{ width: 80, height: 45, objectFit: 'cover' }} />
      ) : null,
  },
  { key: 'name', title: 'Name', dataIndex: 'name', sortField: 'name' },
  { key: 'branch', title: 'Filiale', render: (_, tv) => tv.branch?.name ?? '' },
  { key: 'scene', title: 'Szene', render: (_, tv) => tv.scene?.name ?? '–' },
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

/** Pairing a new TV by the code on its screen. */
function PairForm({ onPaired }: { onPaired: () => void }) {
  const { message } = App.useApp();
  const [devices, setDevices] = useState<{ value: number; label: string }[]>([]);
  const [id, setId] = useState<number>();
  const [code, setCode] = useState('');
  useEffect(() => {
    signageApi.devices
      .list({ perPage: 500, sort: 'name' })
      .then((page) => setDevices(page.items.map((d) => ({ value: d.id, label: d.name }))))
      .catch(() => undefined);
  }, []);
  const pair = async () => {
    try {
      await signageApi.devices.pair(id!, code);
      message.success('Der TV ist gekoppelt.');
      setCode('');
      onPaired();
    } catch (error) {
      message.error(errorMessage(error, ERRORS.pair));
    }
  };
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <strong>TV koppeln:</strong>
      <Select
        placeholder="TV wählen"
        options={devices}
        value={id}
        onChange={setId}
        style={{ minWidth: 200 }}
        aria-label="TV"
      />
      <Input
        placeholder="Code vom Bildschirm"
        value={code}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        maxLength={6}
        style={{ width: 180 }}
        aria-label="Code"
      />
      <Button type="primary" disabled={!id || code.length !== 6} onClick={pair}>
        Koppeln
      </Button>
    </Space>
  );
}

export function DevicesPage() {
  const branchesChoices = useOptions('branches');
  const branches = branchesChoices.options;
  const scenesChoices = useOptions('scenes');
  const scenes = scenesChoices.options;
  const [refreshKey, setRefreshKey] = useState(0);
  const [commanding, setCommanding] = useState<SignageDevice | null>(null);
  const withCommands: ListColumn<SignageDevice>[] = [
    ...columns,
    {
      key: 'commands',
      title: '',
      render: (_, tv) => (
        <Button
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            setCommanding(tv);
          }}
        >
          Befehle …
        </Button>
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
      }, 500);
    });
    return () => {
      if (timer) clearTimeout(timer);
      source.close();
    };
  }, []);
  return (
    <>
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
      </Modal>
      <CrudPage<SignageDevice, DeviceFormValues>
        resource={signageApi.devices}
        noun={{ article: 'Der', singular: 'TV', plural: 'TVs' }}
        columns={withCommands}
        loadError={ERRORS.devices.load}
        defaultSort="name"
        refreshKey={refreshKey}
        filters={[{ type: 'search', name: 'search', placeholder: 'TVs suchen' }]}
        above={
          <>
            <OptionErrors of={[branchesChoices, scenesChoices]} />
            <PairForm onPaired={() => setRefreshKey((key) => key + 1)} />
          </>
        }
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
              <Select options={branches} />
            </Form.Item>
            <Form.Item name="scene" label="Szene">
              <Select options={scenes} allowClear />
            </Form.Item>
          </>
        }
      />
    </>
  );
}
