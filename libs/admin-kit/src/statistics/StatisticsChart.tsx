import { useEffect, useRef } from 'react';

type Chart = {
  setOption: (option: Record<string, unknown>, notMerge?: boolean) => void;
  resize: () => void;
  dispose: () => void;
};

/**
 * One ECharts canvas. ECharts is imported on first use (shared once through libs/mf's map,
 * never in the shell's first load); the chart follows its box's size.
 */
export function StatisticsChart({
  option,
  height = 260,
  label,
}: {
  option: Record<string, unknown>;
  height?: number;
  /** What the chart shows, for screen readers. */
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | null = null;
    void import('echarts').then((echarts) => {
      if (disposed || !box.current) return;
      chart.current = echarts.init(box.current, undefined, { renderer: 'canvas' }) as Chart;
      chart.current.setOption(latest.current, true);
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
