import { Button, Card, theme, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import {
  Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis,
} from 'recharts';
import { useT } from '../../../i18n';
import '../messages';

// The only module of the app that imports the charting library (recharts): the analytics pages are its only users,
// so it travels in their lazy chunks and never in the login page's, the shell's or the exam pages'.

export interface ChartColumn<Row> {
  title: string;
  render: (row: Row) => ReactNode;
  numeric?: boolean;
}

export interface ChartFigureProps<Row> {
  title: string;
  /** What the chart shows, in words: its accessible description and the line under its title. */
  description: string;
  chart: ReactNode;
  rows: Row[];
  columns: ChartColumn<Row>[];
  rowKey: (row: Row) => string | number;
  height?: number;
}

/**
 * A chart with its text alternatives: a heading, a description (the chart's accessible name and description), and
 * its data as a table — read by screen readers always, shown on request to everyone.
 */
export function ChartFigure<Row>({ title, description, chart, rows, columns, rowKey, height = 260 }: ChartFigureProps<Row>) {
  const t = useT();
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  return (
    <Card>
      <figure className="eh-chart" aria-labelledby={`${id}-title`}>
        <Typography.Title level={2} id={`${id}-title`} className="eh-chart-title">{title}</Typography.Title>
        <Typography.Paragraph type="secondary" id={`${id}-description`}>{description}</Typography.Paragraph>
        <div role="img" aria-label={title} aria-describedby={`${id}-description`} style={{ width: '100%', height }}>
          {chart}
        </div>
        <Button type="link" className="eh-chart-toggle" aria-expanded={tableShown} onClick={() => setTableShown((shown) => !shown)}>
          {tableShown ? t('analytics.hideTable') : t('analytics.showTable')}
        </Button>
        <table className={tableShown ? 'eh-chart-table' : 'sr-only'}>
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>{columns.map((column) => <th key={column.title} scope="col" className={column.numeric ? 'eh-num' : undefined}>{column.title}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => <td key={column.title} className={column.numeric ? 'eh-num' : undefined}>{column.render(row)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </Card>
  );
}

function useChartColors() {
  const { token } = theme.useToken();
  return {
    bar: token.colorPrimary,
    warning: token.colorWarning,
    second: token.colorSuccess,
    text: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
    tooltip: { background: token.colorBgElevated, border: `1px solid ${token.colorBorder}`, color: token.colorText, borderRadius: token.borderRadius },
    cursor: token.colorFillSecondary,
  };
}

export interface BarDatum {
  key: string | number;
  label: string;
  value: number;
  /** Drawn in the warning colour (a flagged question). */
  highlight?: boolean;
}

/** Bars over labelled categories (a histogram's ranges, questions, options). */
export function Bars({ data, xLabel, yLabel, valueName, yDomain, yTicks }: {
  data: BarDatum[];
  xLabel: string;
  yLabel: string;
  valueName: string;
  yDomain?: [number, number];
  /** Where the value axis is marked (a percent axis: every 25). */
  yTicks?: number[];
}) {
  const colors = useChartColors();
  const axis = { stroke: colors.grid, tick: { fill: colors.text, fontSize: 12 } };
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 24, left: 8 }}>
        <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" {...axis} interval="preserveStartEnd" label={{ value: xLabel, position: 'insideBottom', offset: -16, fill: colors.text }} />
        <YAxis {...axis} allowDecimals={false} domain={yDomain} ticks={yTicks} label={{ value: yLabel, angle: -90, position: 'insideLeft', fill: colors.text }} />
        <Tooltip cursor={{ fill: colors.cursor }} contentStyle={colors.tooltip} labelStyle={{ color: colors.tooltip.color }} itemStyle={{ color: colors.tooltip.color }} />
        <Bar dataKey="value" name={valueName} isAnimationActive={false}>
          {data.map((datum) => <Cell key={datum.key} fill={datum.highlight ? colors.warning : colors.bar} />)}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface TrendDatum {
  key: string | number;
  label: string;
  first: number | null;
  second: number | null;
}

/** Two series over time on two axes: a percent on the left, a correlation (−1…1) on the right. */
export function Trend({ data, firstName, secondName }: { data: TrendDatum[]; firstName: string; secondName: string }) {
  const colors = useChartColors();
  const axis = { stroke: colors.grid, tick: { fill: colors.text, fontSize: 12 } };
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" />
        <XAxis dataKey="label" {...axis} />
        <YAxis yAxisId="first" {...axis} domain={[0, 100]} />
        <YAxis yAxisId="second" orientation="right" {...axis} domain={[-1, 1]} />
        <Tooltip contentStyle={colors.tooltip} labelStyle={{ color: colors.tooltip.color }} />
        <Legend wrapperStyle={{ color: colors.text }} />
        <Line yAxisId="first" dataKey="first" name={firstName} stroke={colors.bar} strokeWidth={2} dot={{ r: 4 }} connectNulls isAnimationActive={false} />
        <Line yAxisId="second" dataKey="second" name={secondName} stroke={colors.second} strokeWidth={2} strokeDasharray="6 3" dot={{ r: 4 }} connectNulls isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
