// `certify --target URL` with no profile against the reference vessel (issue 22, part 4): what
// the profile does not declare is taken from the card where it says it, and unknown otherwise, so
// a sound vessel passes with nothing declared; and the rules that rest on image acceptance are
// still judged, and still fail, where the card says the agent takes images.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifyUrl, mustOrShouldFailures, startUrlVessel, type UrlVessel } from './support/url-vessel.ts';

type Verdicts = { rule: string; status: string; message: string }[];
const verdictsOf = (c: { evidence: { verdicts: unknown } }) => c.evidence.verdicts as Verdicts;
/** A case's failing verdicts, as `rule: message`. */
const failuresOf = (c: { evidence: { verdicts: unknown } }) =>
  verdictsOf(c)
    .filter((v) => v.status === 'fail')
    .map((v) => `${v.rule}: ${v.message}`);
const IMAGE_RULES = [
  'image.data-url',
  'image.media-type',
  'image.base64',
  'image.magic-bytes',
  'image.max-bytes',
  'image.max-count',
  'image.not-accepted',
  'image.detail',
];

describe('the reference vessel under --target, nothing declared', () => {
  let vessel: UrlVessel;
  beforeAll(async () => (vessel = await startUrlVessel()));
  afterAll(() => vessel.close());

  it("an agent whose card lists image types: passed, exit 0, no MUST or SHOULD failure, accepts_images from the card's defaultInputModes", async () => {
    const run = await certifyUrl(vessel.urls.default!, vessel.modelPort, 3);
    expect(mustOrShouldFailures(run.results)).toEqual([]);
    expect(run.code).toBe(0);
    // certified needs the declarations D13 asks of a profile (tools, deadline, max_steps).
    expect(run.results.outcome.verdict).toBe('passed');
    expect(run.results.target.agents[0]?.capabilities).toEqual({
      accepts_images: {
        value: true,
        from: "the card's defaultInputModes image/png, image/jpeg, image/gif, image/webp",
      },
    });
    // The image fixtures ran on what the card said, and properties.rejection broke image rules.
    expect(run.caseOf('transcript.invalid.images-33').status).toBe('pass');
    expect(run.caseOf('transcript.valid.image-later-in-history').status).toBe('pass');
    expect(run.caseOf('transcript.invalid.image-for-text-agent').status).toBe('skip');
    const rejection = verdictsOf(run.caseOf('properties.rejection'));
    expect(rejection.filter((v) => /accepts_images is unknown/.test(v.message))).toEqual([]);
  }, 60_000);

  it('an agent whose card lists none: passed, exit 0, every rule that needs no image judged, each image rule said unknown', async () => {
    const run = await certifyUrl(vessel.urls['no-images']!, vessel.modelPort, 3);
    expect(mustOrShouldFailures(run.results)).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.results.outcome.verdict).toBe('passed');
    expect(run.results.target.agents[0]).not.toHaveProperty('capabilities');
    for (const id of ['transcript.valid.image-later-in-history', 'transcript.invalid.image-for-text-agent'])
      expect(run.caseOf(id).status).toBe('skip');
    const rejection = run.caseOf('properties.rejection');
    expect(rejection.status).toBe('pass');
    const verdicts = verdictsOf(rejection);
    for (const rule of IMAGE_RULES)
      expect(verdicts.find((v) => v.rule === rule)).toMatchObject({
        status: 'not-tested',
        message: expect.stringMatching(/^not generated: accepts_images is unknown \(neither the profile nor the card/),
      });
    // Rules that need no image were broken and judged (which ones depends on the seed's draw).
    const judged = verdicts.filter((v) => v.status === 'pass' && /^(transcript|message|content|tool)\./.test(v.rule));
    expect(judged.length).toBeGreaterThan(0);
    expect(verdicts.find((v) => v.rule === 'rejection.refused')?.status).toBe('pass');
  }, 60_000);
});

describe('image rules stay judged where the card says the agent takes images', () => {
  it('a vessel letting 33 images through fails image.max-count on an agent whose card lists image types; unknown, the case is skipped', async () => {
    const vessel = await startUrlVessel(['accepts-image-max-count']);
    try {
      const only = ['--only', 'transcript.invalid.images-33'];
      const carded = await certifyUrl(vessel.urls.default!, vessel.modelPort, 3, only);
      expect(carded.code).toBe(1);
      const c = carded.caseOf('transcript.invalid.images-33');
      expect(c.status).toBe('fail');
      expect(failuresOf(c)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^image\.max-count: /),
          expect.stringMatching(/^rejection\.refused: /),
        ]),
      );
      const unknown = await certifyUrl(vessel.urls['no-images']!, vessel.modelPort, 3, only);
      expect(unknown.caseOf('transcript.invalid.images-33').status).toBe('skip');
    } finally {
      await vessel.close();
    }
  }, 60_000);

  it('a card that lists image/png for an agent that refuses images: the image cases run, and fail', async () => {
    const vessel = await startUrlVessel();
    // Serves the no-images agent's card with image/png added; the calls still go to the vessel.
    const liar = http.createServer(async (req, res) => {
      const card = (await (await fetch(`${vessel.urls['no-images']}/.well-known/agent-card.json`)).json()) as {
        defaultInputModes: string[];
      };
      if (req.url !== '/.well-known/agent-card.json') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ...card, defaultInputModes: [...card.defaultInputModes, 'image/png'] }));
    });
    await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(liar.address() as AddressInfo).port}`;
      const run = await certifyUrl(url, vessel.modelPort, 3, ['--only', 'transcript.valid.image-later-in-history']);
      expect(run.results.target.agents[0]?.capabilities?.accepts_images).toEqual({
        value: true,
        from: "the card's defaultInputModes image/png",
      });
      expect(run.code).toBe(1);
      const c = run.caseOf('transcript.valid.image-later-in-history');
      expect(c.status).toBe('fail');
      // The fixture's history is valid for an agent that takes images: the vessel refusing it fails the case.
      expect(failuresOf(c)).toContainEqual(
        expect.stringMatching(
          /^status\.expected: the history is valid, yet the turn was refused \(JSON-RPC error -32602\): .*image/,
        ),
      );
    } finally {
      await new Promise((resolve) => liar.close(resolve));
      await vessel.close();
    }
  }, 60_000);
});
