import { Card, Col, Empty, Row, Select, Skeleton, Space, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import {
  CsvDownloadButton,
  ErrorList,
  formatFigure,
  isEmptyWorkingTime,
  StatisticsChart,
  useEntityState,
  useOptions,
  workingTimeCsv,
  workingTimeOption,
  type WorkingTimeDays,
} from '@bestellwerk/admin-kit';
import {
  api,
  type User,
  type UserProfile,
  type UserProfileWorkingActivities,
} from '@bestellwerk/api-client';
import {
  STATISTICS_PRESETS,
  STATISTICS_PRESET_LABELS,
  statisticsToday,
  type StatisticsPreset,
} from '@bestellwerk/domain';
import { handledOrdersCsv, handledOrdersOption, isEmptyHandled } from '../state/handledOrders';
import { germanDay, profileQuery } from '../state/profileRange';

const CHART_TITLE = 'Arbeitszeit je Tag';
const HANDLED_TITLE = 'Bearbeitete Bestellungen je Tag';

/**
 * /backend#/profile (the user's name in the header): the logged-in user's time worked
 * against the plan, the balance up to today and the orders they handled (in all and per
 * day, beside the time worked per day), for one of the
 * dashboard's range presets. An administrator may look at any user's profile.
 */
export function ProfilePage({ user }: { user: User }) {
  const isAdmin = user.roles.includes('ROLE_ADMIN');
  const [preset, setPreset] = useState<StatisticsPreset>('thisMonth');
  const [picked, setPicked] = useState<number>(user.id);
  const users = useOptions<User & { name: string }>({
    load: async () => {
      const page = await api.users.list({ perPage: 100 });
      return { items: page.items.map((entry) => ({ ...entry, name: entry.displayName })) };
    },
    loadError: 'Benutzer konnten nicht geladen werden.',
    enabled: isAdmin,
  });
  const today = statisticsToday();
  const query = profileQuery(preset, today);
  const profile = useEntityState<[UserProfile, UserProfileWorkingActivities]>({
    load: () =>
      Promise.all([
        api.statistics.userProfile({ user: picked, ...query }),
        api.statistics.userProfileWorkingActivities({
          user: picked,
          start: query.start,
          end: query.end,
        }),
      ]),
    loadError: 'Statistik konnte nicht geladen werden.',
    keys: [picked, query.start, query.end, query.now],
  });
  const [figures, activities] = profile.data ?? [];
  const days: WorkingTimeDays | null = useMemo(
    () =>
      activities
        ? {
            days: activities.worked.map((point) => point.key),
            worked: activities.worked.map((point) => point.value),
            planned: activities.planned.map((point) => point.value),
          }
        : null,
    [activities],
  );
  const option = useMemo(() => (days ? workingTimeOption(days) : null), [days]);
  const handledOption = useMemo(
    () => (activities ? handledOrdersOption(activities.handled) : null),
    [activities],
  );
  const shownName =
    picked === user.id
      ? user.displayName
      : (users.options.find((option) => option.value === picked)?.label ?? '');
  const balance = figures?.balanceMinutes ?? 0;

  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {picked === user.id ? 'Mein Profil' : `Profil von ${shownName}`}
      </Typography.Title>
      {picked === user.id && (
        <Typography.Paragraph type="secondary">
          {user.displayName} · {user.username}
          {user.email ? ` · ${user.email}` : ''}
        </Typography.Paragraph>
      )}
      <Space wrap size="middle" style={{ marginBottom: 16 }} role="group" aria-label="Auswahl">
        <Select<StatisticsPreset>
          aria-label="Zeitraum"
          value={preset}
          style={{ width: 160 }}
          options={STATISTICS_PRESETS.map((value) => ({
            value,
            label: STATISTICS_PRESET_LABELS[value],
          }))}
          onChange={setPreset}
        />
        {isAdmin && (
          <Select<number>
            aria-label="Benutzer"
            showSearch={{ optionFilterProp: 'label' }}
            value={picked}
            style={{ width: 220 }}
            loading={users.loading}
            options={
              users.options.length > 0
                ? users.options
                : [{ value: user.id, label: user.displayName }]
            }
            onChange={setPicked}
          />
        )}
        <Typography.Text type="secondary">
          {query.start === query.end
            ? germanDay(query.start)
            : `${germanDay(query.start)} – ${germanDay(query.end)}`}
        </Typography.Text>
      </Space>
      <ErrorList errors={[...users.errors, ...profile.errors]} />
      {!figures || !activities || !days || !option || !handledOption ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <Row
            gutter={[16, 16]}
            style={{ marginBottom: 16 }}
            data-user={figures.user}
            data-range={`${figures.start} ${figures.end}`}
          >
            <Col xs={12} lg={6}>
              <Card size="small" data-figure="worked">
                <Statistic
                  title="Gearbeitet"
                  value={formatFigure('minutes', figures.workedMinutes)}
                />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card size="small" data-figure="planned">
                <Statistic
                  title="Geplant"
                  value={formatFigure('minutes', figures.plannedMinutes)}
                />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card size="small" data-figure="balance">
                <Statistic
                  title={`Saldo bis ${germanDay(figures.now)}`}
                  value={`${balance > 0 ? '+' : ''}${formatFigure('minutes', balance)}`}
                  styles={{ content: { color: balance < 0 ? '#cf1322' : '#058243' } }}
                />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card size="small" data-figure="orders">
                <Statistic title="Bearbeitete Bestellungen" value={figures.ordersHandled} />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <Card
                size="small"
                title={CHART_TITLE}
                extra={
                  <CsvDownloadButton
                    title={CHART_TITLE}
                    fileName={`arbeitszeit_${figures.user}_${query.start}_${query.end}.csv`}
                    csv={() => workingTimeCsv(days)}
                  />
                }
              >
                {isEmptyWorkingTime(days) ? (
                  <Empty
                    description="Keine Arbeitszeit im gewählten Zeitraum."
                    style={{ margin: '24px 0' }}
                  />
                ) : (
                  <StatisticsChart option={option} label={CHART_TITLE} />
                )}
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card
                size="small"
                title={HANDLED_TITLE}
                data-chart="handled"
                extra={
                  <CsvDownloadButton
                    title={HANDLED_TITLE}
                    fileName={`bestellungen_${figures.user}_${query.start}_${query.end}.csv`}
                    csv={() => handledOrdersCsv(activities.handled)}
                  />
                }
              >
                {isEmptyHandled(activities.handled) ? (
                  <Empty
                    description="Keine bearbeiteten Bestellungen im gewählten Zeitraum."
                    style={{ margin: '24px 0' }}
                  />
                ) : (
                  <StatisticsChart option={handledOption} label={HANDLED_TITLE} />
                )}
              </Card>
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}
