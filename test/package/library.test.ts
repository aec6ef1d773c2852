// The `vessel-kit` and `vessel-kit/msw` entries as an application imports them (from the
// sources here; test/package/packed.test.ts does the same from the packed tarball): what the docs
// say is exported is, and certify() certifies the embedded reference vessel from code.
import { describe, expect, it, vi } from 'vitest';
import * as peerRequire from '../../src/mock-vessel/msw-peer-require.ts';
import * as peer from '../../src/mock-vessel/msw-peer.ts';
import * as kit from '../../src/package/index.ts';
import * as msw from '../../src/package/msw.ts';
import * as required from '../../src/package/require.ts';

describe('the vessel-kit entry', () => {
  it('exports the mock vessel, the mock model, certify and the validator', () => {
    for (const name of [
      'startMockVessel',
      'turn',
      'userMessage',
      'TurnScriptSchema',
      'createMockModel',
      'scriptDirective',
      'validateScript',
      'certify',
      'VesselKitError',
      'validateTranscript',
    ])
      expect(typeof (kit as Record<string, unknown>)[name], name).not.toBe('undefined');
    expect(kit.TRANSCRIPT_MEDIA_TYPE).toBe('application/vnd.astralvessel.transcript+json');
    expect(typeof msw.vesselHandlers).toBe('function');
    expect(typeof msw.mockModelHandlers).toBe('function');
  });

  it('the require entry (the CommonJS build) exports the same names as the import entry', () => {
    expect(Object.keys(required).sort()).toEqual(Object.keys(kit).sort());
    expect(typeof required.certify).toBe('function');
    // The msw loader's stand-in in the CommonJS build: the same exports, the same msw.
    expect(Object.keys(peerRequire).sort()).toEqual(Object.keys(peer).sort());
    expect(peerRequire.http.all).toBe(peer.http.all);
  });

  it('mockModelHandlers are the mock model’s own msw handlers, made with the msw the entry loaded', () => {
    const model = kit.createMockModel();
    const handlers = vi.spyOn(model, 'handlers');
    expect(msw.mockModelHandlers(model, 'http://model.test/v1')).toHaveLength(2);
    // One msw instance for the vessel's and the model's handlers, whichever loader the app runs.
    expect(handlers).toHaveBeenCalledWith('http://model.test/v1', peer.http);
  });

  it('certify() certifies the embedded reference vessel and resolves with the results', async () => {
    const results = await kit.certify({ only: ['a2a.*'], seed: 7 });
    expect(results.target.kind).toBe('embedded');
    expect(results.seed).toBe(7);
    expect(results.outcome.exit_code).toBe(0);
    expect(results.cases.length).toBeGreaterThan(3);
  }, 60_000);

  it('certify() refuses a profile and a target together', async () => {
    await expect(kit.certify({ target: 'http://127.0.0.1:1/', profile: 'x.json' })).rejects.toThrow(/not both/);
  });
});
