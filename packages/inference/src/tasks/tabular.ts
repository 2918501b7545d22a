// Tabular tasks: one prediction per row of the given table.
import { runTask } from "../lib/run";
import * as tables from "../providers/registry";
import type { Options, TabularClassificationOutput, TabularRegressionOutput, TaskArgs } from "../types";

/** A table as columns: header to the values of every row, all of the same length. */
type TabularArgs = TaskArgs<{ data: Record<string, string[]> }>;
export type TabularClassificationArgs = TabularArgs;
export type TabularRegressionArgs = TabularArgs;

export function tabularClassification(
  args: TabularClassificationArgs,
  options?: Options,
): Promise<TabularClassificationOutput> {
  return runTask<TabularClassificationOutput>(args, options, tables.TABULAR_CLASSIFICATION, "tabular-classification");
}

export function tabularRegression(args: TabularRegressionArgs, options?: Options): Promise<TabularRegressionOutput> {
  return runTask<TabularRegressionOutput>(args, options, tables.TABULAR_REGRESSION, "tabular-regression");
}
