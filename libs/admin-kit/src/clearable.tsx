import { CloseCircleFilled } from '@ant-design/icons';

/**
 * An input's clear button under a German name: antd's default clear icon names the button
 * after itself („close-circle“). Use as `allowClear={CLEARABLE}`.
 */
export const CLEARABLE = { clearIcon: <CloseCircleFilled aria-label="Eingabe leeren" /> };
