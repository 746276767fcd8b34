/**
 * The antd the back office shares (one instance, `shared.antd.import` in config/shared.mjs):
 * what the shell, the remotes and admin-kit import from 'antd', and no more. antd's own
 * entry exports every component, and a shared module keeps all it exports, so sharing the
 * whole package put about 440 KB (gzip) on the login's way to the board. Components that
 * few screens need are parts loaded when they first render (antdPart).
 *
 * A component not listed here is undefined at run time: config/antd.test.mjs fails on an
 * import from 'antd' that this file does not export. Adding one needs a new shell, as any
 * change of a shared singleton does (README, „Shipping one area alone“).
 */
import { antdPart } from './antd-part';

export { default as Alert } from 'antd/es/alert';
export { default as App } from 'antd/es/app';
export { default as Badge } from 'antd/es/badge';
export { default as Button } from 'antd/es/button';
export { default as Card } from 'antd/es/card';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Col } from 'antd/es/col';
export { default as Collapse } from 'antd/es/collapse';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Divider } from 'antd/es/divider';
export { default as Drawer } from 'antd/es/drawer';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Empty } from 'antd/es/empty';
export { default as Flex } from 'antd/es/flex';
export { default as Form } from 'antd/es/form';
export { default as Grid } from 'antd/es/grid';
export { default as Input } from 'antd/es/input';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Layout } from 'antd/es/layout';
export { default as List } from 'antd/es/list';
export { default as Menu } from 'antd/es/menu';
export { default as Modal } from 'antd/es/modal';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Progress } from 'antd/es/progress';
export { default as Radio } from 'antd/es/radio';
export { default as Result } from 'antd/es/result';
export { default as Row } from 'antd/es/row';
export { default as Segmented } from 'antd/es/segmented';
export { default as Select } from 'antd/es/select';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { default as Statistic } from 'antd/es/statistic';
export { default as Switch } from 'antd/es/switch';
export { default as Tabs } from 'antd/es/tabs';
export { default as Tag } from 'antd/es/tag';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Typography } from 'antd/es/typography';
export { default as theme } from 'antd/es/theme';

export const Table = antdPart(() => import('antd/es/table'), { Summary: { Row: {}, Cell: {} } });
export const Pagination = antdPart(() => import('antd/es/pagination'));
export const DatePicker = antdPart(() => import('antd/es/date-picker'), { RangePicker: {} });
export const TimePicker = antdPart(() => import('antd/es/time-picker'), { RangePicker: {} });
export const Upload = antdPart(() => import('antd/es/upload'), { Dragger: {} });
export const ColorPicker = antdPart(() => import('antd/es/color-picker'));
export const QRCode = antdPart(() => import('antd/es/qr-code'));
