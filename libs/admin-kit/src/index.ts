export { useEntityState } from './useEntityState';
export type { EntityState, EntityStateOptions } from './useEntityState';
export { useOptions } from './useOptions';
export type { NamedEntity, OptionsState } from './useOptions';
export { useEntityActions } from './useEntityActions';
export type { EntityActions, EntityError } from './useEntityActions';
export { ErrorList } from './ErrorList';
export { bindServerErrors, fieldPath } from './serverErrors';
export { ServerForm } from './ServerForm';
export type { ServerFormProps } from './ServerForm';
export { EntityList } from './EntityList';
export type { EntityListProps, ListColumn, ListFilter } from './EntityList';
export { ScheduleField, RULE_TYPES } from './ScheduleField';
export { clipboard, CLIPBOARD_EVENT, CLIPBOARD_KEY } from './clipboard';
export { useClipboard } from './useClipboard';
export type { ClipboardSlot } from './clipboard';
export { EntityDrawer, entityMessages } from './EntityDrawer';
export type { DrawerTarget, EntityDrawerMessages } from './EntityDrawer';
export { DeleteButton } from './DeleteButton';
export { moveItem, useDragSort } from './useDragSort';
export { readDataUrl } from './readDataUrl';
export { ImageUploadButton } from './ImageUploadButton';
export { ImageField } from './ImageField';
export { TemplateImagePicker, TEMPLATE_PICKER_ERRORS } from './TemplateImagePicker';
export { TemplateImageField } from './TemplateImageField';
export { ImageGallery } from './ImageGallery';
export { CrudPage, listMessages } from './CrudPage';
export type { CrudDetail, CrudNoun, CrudPageProps, CrudResource } from './CrudPage';
export { StatisticsWidget } from './statistics/StatisticsWidget';
export { statisticsWidget } from './statistics/dashboardWidget';
export type { StatisticsFilter } from './statistics/StatisticsWidget';
export { StatisticsChart } from './statistics/StatisticsChart';
export { chartOption, isEmptyReport } from './statistics/chartOptions';
export type { ChartView } from './statistics/chartOptions';
export { reportToCsv, downloadText, statisticsCsvFileName } from './statistics/csv';
export { CsvDownloadButton } from './statistics/CsvDownloadButton';
export { formatFigure, changePercent } from './statistics/format';
export {
  isEmptyWorkingTime,
  workingTimeCsv,
  workingTimeOption,
  type WorkingTimeDays,
} from './statistics/workingTime';
export { CLEARABLE } from './clearable';
export { WholeNumberInput } from './WholeNumberInput';
