// Tabular tasks: one prediction per row of the given table.
import { runTask } from "../lib/run";
import * as tables from "../providers/registry";
import type { Options, TaskArgs } from "../types";

type TabularArgs = TaskArgs<{ data: Record<string, string[]> }>;

export function tabularClassification(args: TabularArgs, options?: Options): Promise<number[]> {
  return runTask<number[]>(args, options, tables.TABULAR_CLASSIFICATION, "tabular-classification");
}

export function tabularRegression(args: TabularArgs, options?: Options): Promise<number[]> {
  return runTask<number[]>(args, options, tables.TABULAR_REGRESSION, "tabular-regression");
}
