/** A GitHub Actions job as far as its place in the job graph goes. */
export interface JobNeeds {
  needs?: string | readonly string[] | undefined;
}

/** The jobs a job needs, as a list. */
export function needsOf(job: JobNeeds): string[] {
  return job.needs === undefined ? [] : typeof job.needs === 'string' ? [job.needs] : [...job.needs];
}

/** The jobs in an order where each comes after those it needs; throws on a dangling or cyclic `needs`. */
export function jobOrder(jobs: Readonly<Record<string, JobNeeds>>): string[] {
  const order: string[] = [];
  const visit = (name: string, path: readonly string[]) => {
    if (path.includes(name)) throw new Error(`a cycle of needs through ${[...path, name].join(' -> ')}`);
    const job = jobs[name];
    if (job === undefined) throw new Error(`${path.at(-1)} needs ${name}, which is no job of the workflow`);
    for (const need of needsOf(job)) visit(need, [...path, name]);
    if (!order.includes(name)) order.push(name);
  };
  for (const name of Object.keys(jobs)) visit(name, []);
  return order;
}
