import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  newWebhookMessageId,
  newWebhookSecret,
  signWebhook,
  webhookHeaders,
  webhookUserAgent,
} from './webhook-signature';

// Standard Webhooks' signature, checked against its reference library
// (docs/decisions/2026-12-05-integrations.md, "Webhooks: delivery").

const body = JSON.stringify({
  type: 'application.decided',
  timestamp: '2026-12-05T12:00:00.000Z',
  data: { id: 1, nome: 'Joã"o' },
});

describe('webhook signature', () => {
  it('makes secrets and message ids of the expected shape, each new', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
    expect(newWebhookMessageId()).toMatch(/^msg_[\w-]{24}$/);
    expect(newWebhookMessageId()).not.toBe(newWebhookMessageId());
  });

  it('signs as the reference library does, and its verify accepts the headers', () => {
    const secret = newWebhookSecret();
    const messageId = newWebhookMessageId();
    const now = new Date();
    const headers = webhookHeaders(secret, { messageId, body }, now);
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': webhookUserAgent,
      'webhook-id': messageId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    });
    expect(headers['webhook-signature']).toBe(new Webhook(secret).sign(messageId, now, body));
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('is refused by the reference library for a changed body, another secret or an old timestamp', () => {
    const secret = newWebhookSecret();
    const headers = webhookHeaders(secret, { messageId: newWebhookMessageId(), body });
    expect(() => new Webhook(secret).verify(body.replace('1', '2'), headers)).toThrow(
      'No matching signature found',
    );
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow(
      'No matching signature found',
    );
    const old = webhookHeaders(
      secret,
      { messageId: 'msg_x', body },
      new Date(Date.now() - 600_000),
    );
    expect(() => new Webhook(secret).verify(body, old)).toThrow('Message timestamp too old');
  });

  it('keys the HMAC with the decoded secret, over id.timestamp.body', () => {
    // The example of the Standard Webhooks specification.
    expect(
      signWebhook(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });
});
