import { DownloadOutlined } from '@ant-design/icons';
import { downloadText } from './csv';
import { Button, Tooltip } from 'antd';

/**
 * The download icon of a chart card („Als CSV herunterladen“): writes `csv()` to `fileName`.
 * `title` names the chart for screen readers.
 */
export function CsvDownloadButton({
  title,
  fileName,
  csv,
  disabled = false,
}: {
  title: string;
  fileName: string;
  csv: () => string;
  disabled?: boolean;
}) {
  return (
    <Tooltip title="Als CSV herunterladen">
      <Button
        type="text"
        size="small"
        icon={<DownloadOutlined aria-hidden />}
        aria-label={`${title} als CSV herunterladen`}
        disabled={disabled}
        onClick={() => downloadText(fileName, csv())}
      />
    </Tooltip>
  );
}
