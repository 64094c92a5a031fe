/**
 * The charts of the analytics screen (recharts). Loaded in the browser only, after hydration:
 * recharts measures its container, which the server cannot. Each chart is one picture for
 * assistive technology (its label says what it shows); the numbers are in the table next to it.
 */

import { formatAxisDay, formatDate, formatMonth } from "@shared/format/dates";
import type { ReactElement } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

/** Three series colours, each at least 3:1 against white and apart from one another. */
export const chartColors = ["#0f5c4d", "#c2410c", "#1d5fa8"] as const;

/** A column of the rows drawn as bars or a line. */
export interface Series {
  key: string;
  label: string;
}

/** Tooltip lines in the order of the series (recharts sorts them by name otherwise). */
const inSeriesOrder =
  (series: Series[]) =>
  (item: { dataKey?: unknown }): number =>
    series.findIndex((entry) => entry.key === item.dataKey);

const axisTick = { fontSize: 12, fill: "#4a5250" };

function Frame({
  label,
  height,
  children,
}: {
  label: string;
  height: number;
  children: ReactElement;
}) {
  return (
    <div role="img" aria-label={label} className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** Bars per week, stacked when there are several series (leads by type). */
export function WeeklyBarChart({
  label,
  rows,
  series,
  stacked = true,
}: {
  label: string;
  rows: { week: string }[];
  series: Series[];
  stacked?: boolean;
}) {
  return (
    <Frame label={label} height={280}>
      <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#bfd9d6" />
        <XAxis dataKey="week" tickFormatter={formatAxisDay} tick={axisTick} minTickGap={12} />
        <YAxis allowDecimals={false} tick={axisTick} />
        <Tooltip
          labelFormatter={(week) => `Week of ${formatDate(String(week))}`}
          itemSorter={inSeriesOrder(series)}
        />
        <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
        {series.map((item, index) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.label}
            stackId={stacked ? "total" : undefined}
            fill={chartColors[index % chartColors.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Frame>
  );
}

/** Bars per month, side by side (booked revenue and money received). */
export function MonthlyBarChart({
  label,
  rows,
  series,
  formatValue,
}: {
  label: string;
  rows: { month: string }[];
  series: Series[];
  formatValue?: (value: number) => string;
}) {
  const format = (value: unknown) =>
    formatValue && typeof value === "number" ? formatValue(value) : String(value);
  return (
    <Frame label={label} height={280}>
      <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#bfd9d6" />
        <XAxis dataKey="month" tickFormatter={formatMonth} tick={axisTick} minTickGap={12} />
        <YAxis allowDecimals={false} tick={axisTick} tickFormatter={format} width={72} />
        <Tooltip
          labelFormatter={(month) => formatMonth(String(month))}
          itemSorter={inSeriesOrder(series)}
          formatter={format}
        />
        <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
        {series.map((item, index) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.label}
            fill={chartColors[index % chartColors.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Frame>
  );
}

/** Lines per week (newsletter subscribers, conversion). */
export function WeeklyLineChart({
  label,
  rows,
  series,
  formatValue,
}: {
  label: string;
  rows: { week: string }[];
  series: Series[];
  formatValue?: (value: number) => string;
}) {
  return (
    <Frame label={label} height={280}>
      <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#bfd9d6" />
        <XAxis dataKey="week" tickFormatter={formatAxisDay} tick={axisTick} minTickGap={12} />
        <YAxis allowDecimals={false} tick={axisTick} tickFormatter={formatValue} />
        <Tooltip
          labelFormatter={(week) => `Week of ${formatDate(String(week))}`}
          itemSorter={inSeriesOrder(series)}
          formatter={(value) =>
            formatValue && typeof value === "number" ? formatValue(value) : String(value)
          }
        />
        <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
        {series.map((item, index) => (
          <Line
            key={item.key}
            type="monotone"
            dataKey={item.key}
            name={item.label}
            stroke={chartColors[index % chartColors.length]}
            strokeWidth={2}
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </Frame>
  );
}

/** Horizontal bars for a ranking (programs, nationalities, pages), largest first. */
export function RankingBarChart({
  label,
  rows,
  category,
  series,
  formatValue,
}: {
  label: string;
  rows: object[];
  /** The column naming each bar. */
  category: string;
  series: Series[];
  /** Ticks and tooltip values (money, say); plain numbers otherwise. */
  formatValue?: (value: number) => string;
}) {
  const format = (value: unknown) =>
    formatValue && typeof value === "number" ? formatValue(value) : String(value);
  const height = Math.max(120, rows.length * (series.length > 1 ? 40 : 30) + 60);
  return (
    <Frame label={label} height={height}>
      <BarChart
        data={rows}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#bfd9d6" />
        <XAxis
          type="number"
          allowDecimals={false}
          tick={axisTick}
          tickFormatter={formatValue ? format : undefined}
        />
        <YAxis
          type="category"
          dataKey={category}
          width={150}
          tick={axisTick}
          tickFormatter={(value: string) => (value.length > 22 ? `${value.slice(0, 21)}…` : value)}
        />
        <Tooltip itemSorter={inSeriesOrder(series)} formatter={formatValue ? format : undefined} />
        {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} /> : null}
        {series.map((item, index) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.label}
            fill={chartColors[index % chartColors.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Frame>
  );
}
