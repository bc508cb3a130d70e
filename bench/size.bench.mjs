import { formatReport, measure } from '../scripts/check-size.mjs';

export const name = 'size';
export const description = 'raw and gzip -9 bytes of every JavaScript file in dist/, against size-budgets.json';

/** Reports only: `npm run size` is the check that fails on a budget. */
export default async function run(context) {
  const report = measure({ dist: context.dist });
  context.log(formatReport(report));
  for (const file of report.notBuilt) context.log(`not built: ${file}`);
  for (const { file, gzip, budget } of report.over) context.log(`over budget: ${file} is ${gzip} B gzip, budget ${budget} B`);
  return report;
}
