import { operationId, resolveSteps, type ConcreteStep, type FuzzStep, type SingleStep } from './fuzz-case.js';

/** The proposals a list of steps makes, `again` resolved: fresh values every call. */
export function proposalsFor(steps: readonly FuzzStep[]): unknown[] {
  return resolveSteps(steps).map(proposalFor);
}

/** The value a proposer hands the harness for one turn (a batch as the scripted proposer's `{batch: [...]}`): fresh every call. */
export function proposalFor(step: ConcreteStep): unknown {
  return step.kind === 'batch' ? { batch: step.steps.map(singleProposal) } : singleProposal(step);
}

function singleProposal(step: SingleStep): unknown {
  switch (step.kind) {
    case 'read':
      return { tool: 'read_config', args: {} };
    case 'read_bad':
      return { tool: 'read_config', args: { verbose: true } };
    case 'write':
      return { tool: 'write_config', args: { max_retries: step.value } };
    case 'write_bad':
      switch (step.variant) {
        case 'string':
          return { tool: 'write_config', args: { max_retries: 'two' } };
        case 'extra':
          return { tool: 'write_config', args: { max_retries: 2, timeout_ms: 100 } };
        case 'missing':
          return { tool: 'write_config', args: {} };
        case 'fraction':
          return { tool: 'write_config', args: { max_retries: 1.5 } };
      }
      break;
    case 'check':
      return { tool: 'check_config', args: {} };
    case 'export':
      return { tool: 'queue_export', args: { operation_id: operationId(step.op) } };
    case 'lookup':
      return { tool: 'lookup_export', args: { operation_id: operationId(step.op) } };
    case 'finish':
      return { tool: 'finish', args: {} };
    case 'finish_forged':
      return { tool: 'finish', args: { passed: true } };
    case 'publish':
      return { tool: 'publish', args: {} };
    case 'unknown':
      return { tool: step.name, args: {} };
    case 'malformed':
      switch (step.shape) {
        case 'null':
          return null;
        case 'string':
          return 'read_config';
        case 'array':
          return ['read_config', {}];
        case 'no_args':
          return { tool: 'read_config' };
        case 'tool_number':
          return { tool: 7, args: {} };
        case 'empty_tool':
          return { tool: '', args: {} };
        case 'args_array':
          return { tool: 'read_config', args: [] };
        case 'extra_field':
          return { tool: 'read_config', args: {}, note: 'please' };
      }
  }
  throw new Error(`no proposal for step ${JSON.stringify(step)}`);
}

/** A short, stable name for a step, for command lists and reports. */
export function describeStep(step: FuzzStep): string {
  switch (step.kind) {
    case 'write':
      return `write(${step.value})`;
    case 'write_bad':
      return `write_bad(${step.variant})`;
    case 'export':
    case 'lookup':
      return `${step.kind}(${operationId(step.op)})`;
    case 'unknown':
      return `unknown(${JSON.stringify(step.name)})`;
    case 'malformed':
      return `malformed(${step.shape})`;
    case 'batch':
      return `batch(${step.steps.map(describeStep).join(', ')})`;
    default:
      return step.kind;
  }
}
