import { App as AntApp, Badge, Flex, Select, Spin, Switch, Tabs, Tag, Typography } from 'antd';
import { useLocalSetting } from './shared/localSettings';
import { JOBS_PATH } from './features/jobs/state/jobsView';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { api, type Order, type OrderAction } from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { useSession } from '@bestellwerk/mf/session';
import { OrderBoard } from './features/board/components/OrderBoard';
import { BusyModeSwitch } from './features/board/components/BusyModeSwitch';
import { useLiveOrders } from './features/board/hooks/useLiveOrders';
import { PrinterAlarms } from './features/printers/components/PrinterAlarms';
import { usePrinterStatus } from './features/printers/hooks/usePrinterStatus';
import { MissedList } from './features/lists/components/MissedList';
import { unlockAudio } from './shared/chime';
import { ORDER_STATUS_LABELS } from '@bestellwerk/domain';
import { ORDER_ERRORS } from './shared/labels';
import { navigate, useHashPath } from '@bestellwerk/mf/router';
import { orderIdOfPath, orderPath } from './shared/orderRoute';

// The board comes first; the other tabs and the order's drawer each in a chunk of their own,
// loaded when opened (the way from the login to the board loads none of them).
const HistoryList = lazy(() =>
  import('./features/lists/components/HistoryList').then((m) => ({ default: m.HistoryList })),
);
const FrontdeskScreens = lazy(() =>
  import('./features/frontdesk/components/FrontdeskScreens').then((m) => ({
    default: m.FrontdeskScreens,
  })),
);
const DevicesPage = lazy(() =>
  import('./features/devices/components/DevicesPage').then((m) => ({ default: m.DevicesPage })),
);
const JobsPage = lazy(() =>
  import('./features/jobs/components/JobsPage').then((m) => ({ default: m.JobsPage })),
);
const OrderDrawer = lazy(() =>
  import('./features/detail/components/OrderDrawer').then((m) => ({ default: m.OrderDrawer })),
);

const later = (content: ReactNode) => (
  <Suspense
    fallback={
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    }
  >
    {content}
  </Suspense>
);

const CONNECTION = {
  connecting: <Tag>Verbinde …</Tag>,
  open: <Tag color="green">Live</Tag>,
  lost: <Tag color="red">Verbindung unterbrochen – wird wiederhergestellt …</Tag>,
};

const open = (order: Order) => navigate(orderPath(order.id));

/** Without a chosen branch, the board shows busy mode's switch for up to this many branches. */
const MAX_SWITCHES = 3;

/** Remote 'orders', './App': the live board, missed orders and the history. */
export default function OrdersApp() {
  const { message } = AntApp.useApp();
  const session = useSession();
  const [branch, setBranch] = useState<number | undefined>(undefined);
  const missed = useEntityState<Order[]>({
    load: () => api.orders.missed(branch),
    loadError: ORDER_ERRORS.missed,
    keys: [branch],
  });
  const printers = usePrinterStatus(branch);
  const { board, connection, fresh, applyLocal, busyModes } = useLiveOrders(
    branch,
    missed.reload,
    (event) => (event ? printers.onEvent(event) : void printers.reload()),
  );
  // Busy mode's switch: the chosen branch's, or each of the user's few branches.
  const sessionBranches = session?.branches ?? [];
  const switchBranches = branch
    ? sessionBranches.filter((entry) => entry.id === branch)
    : sessionBranches.length <= MAX_SWITCHES
      ? sessionBranches
      : [];
  const [showProducts, setShowProducts] = useLocalSetting('showProductData');
  const [showCustomer, setShowCustomer] = useLocalSetting('showCustomerData');
  // The open order is part of the address (#/orders/{id}, the link in every „Neue
  // Bestellung“ mail), so a link, a reload and the back button all show the same drawer.
  const path = useHashPath();
  const openId = orderIdOfPath(path);
  const isAdmin = session?.user.roles.includes('ROLE_ADMIN') ?? false;
  // #/orders/jobs (the shell's badge links there) opens „Druck & Versand“.
  const [tab, setTab] = useState(path === JOBS_PATH ? 'jobs' : 'board');
  useEffect(() => {
    if (path === JOBS_PATH) setTab('jobs');
  }, [path]);
  const [historyKey, setHistoryKey] = useState(0);
  // The drawer's chunk is loaded at the first order opened; it stays mounted from then on, so
  // that it closes with its animation.
  const [drawerWanted, setDrawerWanted] = useState(openId !== null);
  useEffect(() => {
    if (openId !== null) setDrawerWanted(true);
  }, [openId]);

  const changed = (order: Order) => {
    applyLocal(order);
    setHistoryKey((key) => key + 1);
  };
  const quickAction = async (order: Order, action: OrderAction, markPaid = false) => {
    const next = await board.run(
      () => api.orders.changeStatus(order.id, action),
      ORDER_ERRORS.status,
      (result) => {
        changed(result);
        void message.success(`#${result.ticketNumber}: ${ORDER_STATUS_LABELS[result.status]}`);
      },
    );
    // „Ja, bezahlt“: marked once the status change has succeeded, with its own error.
    if (next && markPaid) {
      await board.run(
        () => api.orders.updatePaymentStatus(order.id, true),
        ORDER_ERRORS.markPaid,
        (paid) => {
          changed(paid);
          void message.success(`#${paid.ticketNumber}: als bezahlt vermerkt`);
        },
      );
    }
  };
  // The board's cards are memoised: one callback for all of them, the same on every render.
  const latestQuickAction = useRef(quickAction);
  latestQuickAction.current = quickAction;
  const onCardAction = useCallback(
    (order: Order, action: OrderAction, markPaid: boolean) =>
      void latestQuickAction.current(order, action, markPaid),
    [],
  );

  return (
    <div onClick={unlockAudio}>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="orders-title">
          {__ORDERS_TITLE__}
        </Typography.Title>
        {CONNECTION[connection]}
        {(session?.branches.length ?? 0) > 1 && (
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Alle Filialen"
            aria-label="Live-Ansicht auf eine Filiale beschränken"
            style={{ minWidth: 200, marginLeft: 'auto' }}
            value={branch}
            onChange={(value) => setBranch(value ?? undefined)}
            options={session!.branches.map((entry) => ({ value: entry.id, label: entry.name }))}
          />
        )}
      </Flex>
      <PrinterAlarms alarms={printers.alarms} />
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key);
          if (key === 'jobs') navigate(JOBS_PATH);
          else if (path === JOBS_PATH) navigate('/orders');
        }}
        items={[
          {
            key: 'board',
            label: (
              <span>
                Aktuell <Badge count={board.data?.length ?? 0} showZero color="#058243" />
              </span>
            ),
            children: (
              <>
                <ErrorList errors={board.errors} onDismiss={board.dismiss} />
                {switchBranches.map((entry) => (
                  <BusyModeSwitch
                    key={entry.id}
                    branchId={entry.id}
                    branchName={entry.name}
                    live={busyModes[entry.id] ?? null}
                  />
                ))}
                {!branch && sessionBranches.length > MAX_SWITCHES ? (
                  <Typography.Paragraph type="secondary">
                    „Viel los“ und „Online-Bestellungen pausieren“: oben eine Filiale wählen.
                  </Typography.Paragraph>
                ) : null}
                <Flex gap={16} wrap style={{ marginBottom: 12 }}>
                  <label>
                    <Switch size="small" checked={showProducts} onChange={setShowProducts} />{' '}
                    Produkte anzeigen
                  </label>
                  <label>
                    <Switch size="small" checked={showCustomer} onChange={setShowCustomer} />{' '}
                    Kundendaten anzeigen
                  </label>
                </Flex>
                <OrderBoard
                  orders={board.data ?? []}
                  fresh={fresh}
                  showProducts={showProducts}
                  showCustomer={showCustomer}
                  onOpen={open}
                  onAction={onCardAction}
                />
              </>
            ),
          },
          {
            key: 'missed',
            label: (
              <span>
                Verpasst <Badge count={missed.data?.length ?? 0} />
              </span>
            ),
            children: <MissedList missed={missed} onOpen={open} />,
          },
          {
            key: 'history',
            label: 'Verlauf',
            children: later(<HistoryList onOpen={open} refreshKey={historyKey} />),
          },
          {
            key: 'frontdesk',
            label: 'Abholanzeige',
            children: later(<FrontdeskScreens />),
          },
          {
            key: 'devices',
            label: 'Geräte',
            children: later(<DevicesPage />),
          },
          // The job list is the API's admin-only view.
          ...(isAdmin
            ? [{ key: 'jobs', label: 'Druck & Versand', children: later(<JobsPage />) }]
            : []),
        ]}
      />
      {drawerWanted && (
        <Suspense fallback={null}>
          <OrderDrawer
            orderId={openId}
            onClose={() => navigate('/orders')}
            onChanged={changed}
            onDeleted={() => {
              setHistoryKey((key) => key + 1);
              missed.reload();
              navigate('/orders');
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
