import { describe, expect, it } from 'vitest';
import type { ProposerChoice } from '../../ablations/runner/proposers.js';
import { runTrial } from '../../ablations/runner/trial.js';
import { LlmConfigError } from '../../models/llm/errors.js';
import { isLlmProposerSpec, parseLlmProposerSpec } from '../../models/llm/llm-proposer-spec.js';
import { toolSpecs } from '../../models/llm/tool-specs.js';
import { exportWorkerTools } from '../../worlds/export-worker.js';
import { FULL } from '../../harness/profile.js';
import { scenarioNamed } from './fixtures/run-llm-trial.js';

describe('parseLlmProposerSpec', () => {
  it('recognises the three providers', () => {
    expect(['openai:gpt-4o', 'anthropic:claude-sonnet-4', 'openai-compatible:llama3.1:8b', 'stochastic:sloppy', 'scenario', ':x'].map(isLlmProposerSpec)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('a missing key is a clear error naming the variable; openai-compatible needs none but a base URL', () => {
    expect(() => parseLlmProposerSpec('openai:gpt-4o', { env: {} })).toThrow(
      new LlmConfigError('openai:gpt-4o needs an API key in the environment variable OPENAI_API_KEY (or use --replay DIR to re-score a recorded run without a key)'),
    );
    expect(() => parseLlmProposerSpec('anthropic:claude-sonnet-4', { env: { ANTHROPIC_API_KEY: '' } })).toThrow(/environment variable ANTHROPIC_API_KEY/);
    expect(() => parseLlmProposerSpec('openai-compatible:qwen', { env: {} })).toThrow(/openai-compatible needs --base-url/);
    expect(parseLlmProposerSpec('openai-compatible:qwen', { env: {}, baseUrl: 'http://127.0.0.1:11434/v1' }).model).toBe('qwen');
    expect(parseLlmProposerSpec('openai:gpt-4o', { env: {}, replay: '/nonexistent' }).mode).toBe('replay');
  });

  it('rejects bad specs and option combinations', () => {
    const env = { OPENAI_API_KEY: 'sk-test-x1234567' };
    expect(() => parseLlmProposerSpec('mistral:large', { env })).toThrow(/unknown LLM proposer "mistral:large"; use openai:MODEL, anthropic:MODEL, openai-compatible:MODEL/);
    expect(() => parseLlmProposerSpec('openai:', { env })).toThrow(/needs a model name/);
    expect(() => parseLlmProposerSpec('openai:gpt-4o', { env, record: 'a', replay: 'b' })).toThrow(/--record and --replay cannot be used together/);
    expect(() => parseLlmProposerSpec('openai:gpt-4o', { env, temperature: 3 })).toThrow(/--temperature must be a number from 0 to 2, got 3/);
    expect(() => parseLlmProposerSpec('openai:gpt-4o', { env, baseUrl: 'ftp://x' })).toThrow(/is not an http\(s\) URL/);
    expect(() => parseLlmProposerSpec('openai:gpt-4o', { env, priceInput: 1 })).toThrow(/--price-input and --price-output go together/);
  });

  it('the choice object holds no key', () => {
    const key = 'sk-test-HOLDCHECK-123';
    const choice = parseLlmProposerSpec('openai:gpt-4o', { env: { OPENAI_API_KEY: key } });
    expect(JSON.stringify(choice)).toBe('{"id":"openai:gpt-4o","kind":"llm","provider":"openai","model":"gpt-4o","mode":"live","priceKnown":true}');
    expect(Object.values(choice).some((v) => typeof v === 'string' && v.includes('HOLDCHECK'))).toBe(false);
  });

  it('specFor is a guard: a caller that runs it instead of create gets a loud ScriptError', async () => {
    const choice: ProposerChoice = parseLlmProposerSpec('openai:gpt-4o', { env: { OPENAI_API_KEY: 'sk-test-x1234567' } });
    const scenario = scenarioNamed('normal');
    await expect(runTrial({ scenario, profile: FULL, proposer: choice.specFor(scenario)!, seed: 1, runId: 'guard' })).rejects.toThrow(/script has no step 1 \(it has 0\)/);
  });
});

describe('toolSpecs', () => {
  it("offers the contract's tools the registry has, in contract order, then finish", () => {
    const registry = exportWorkerTools({ max_retries: { min: 0, max: 2 } });
    expect(toolSpecs(registry, ['check_config', 'no_such_tool', 'read_config', 'finish']).map((t) => t.name)).toEqual(['check_config', 'read_config', 'finish']);
  });

  it('an unknown proposer names every kind there is, the model providers included', async () => {
    const { parseProposerChoice } = await import('../../ablations/runner/proposers.js');
    expect(() => parseProposerChoice('gemini:flash')).toThrow(
      'unknown proposer "gemini:flash"; use scenario, reference, stochastic:careful, stochastic:sloppy, stochastic:adversarial, or a model: openai:MODEL, anthropic:MODEL, openai-compatible:MODEL',
    );
  });

  it('an Anthropic --base-url ending in /v1 is refused with the reason (the SDK adds /v1/messages)', () => {
    expect(() => parseLlmProposerSpec('anthropic:claude-sonnet-4', { baseUrl: 'http://127.0.0.1:8080/v1', env: { ANTHROPIC_API_KEY: 'k' } })).toThrow(
      '--base-url for anthropic is the server root without /v1 (the SDK adds /v1/messages), e.g. http://127.0.0.1:8080; got http://127.0.0.1:8080/v1',
    );
  });
});
