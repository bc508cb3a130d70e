import { expect } from '@open-wc/testing';
import { classifyResponse, UnparseableBody, type Classification, type ResponseKind } from '../../src/shared/api/classify.js';

const UNAUTHORIZED = 'Unauthorized request';
const SERVER_ERROR = 'Internal server error. Please try again later.';
const UNAVAILABLE = 'This service is temporarily unavailable. Please try again later.';
const CONNECTION = 'Unable to connect\u2026';
const GENERIC = 'Something went wrong';
const OK = { kind: 'ok', message: '' } as const;

type Case = [status: number, body: unknown, expected: Classification];

const SUCCESS: Case[] = [
  [200, { key: 'abc' }, OK],
  [200, undefined, OK],
  [204, undefined, OK],
  [201, 'user-id-string', OK],
  [200, [1, 2], OK],
  [200, { message: 'Saved' }, OK],
  [200, { error: null, crumbFail: false, loginRequired: false, authorizationFail: false }, OK],
  [299, {}, OK],
];

const ERROR_PROPERTY: Case[] = [
  [200, { error: 'Nope' }, { kind: 'error', message: 'Nope' }],
  [404, { error: 'Not found' }, { kind: 'error', message: 'Not found' }],
  [403, { error: 'Forbidden here' }, { kind: 'error', message: 'Forbidden here' }],
  [429, { error: 'Slow down' }, { kind: 'error', message: 'Slow down' }],
  [503, { error: 'Maintenance' }, { kind: 'error', message: 'Maintenance' }],
  [400, { error: 'Bad', message: 'ignored' }, { kind: 'error', message: 'Bad' }],
  [400, { error: { message: 'Nested' } }, { kind: 'error', message: 'Nested' }],
];

const FAILURE_HANDLER_STATUSES: Case[] = [
  [400, { message: 'Bad input' }, { kind: 'error', message: 'Bad input' }],
  [401, { message: 'Wrong password' }, { kind: 'error', message: 'Wrong password' }],
  [500, { message: 'Oops' }, { kind: 'error', message: 'Oops' }],
  [502, { message: 'Upstream' }, { kind: 'error', message: 'Upstream' }],
  [400, { billingErrorCode: 7 }, { kind: 'error', message: GENERIC }],
  [401, { billingErrorCode: 'CARD' }, { kind: 'error', message: UNAUTHORIZED }],
  [500, { billingErrorCode: 0 }, { kind: 'error', message: SERVER_ERROR }],
  [502, { billingErrorCode: 3 }, { kind: 'error', message: GENERIC }],
];

const ERROR_WITHOUT_TEXT: Case[] = [
  [500, { error: true }, { kind: 'error', message: SERVER_ERROR }],
  [401, { error: 1 }, { kind: 'error', message: UNAUTHORIZED }],
  [503, { error: {} }, { kind: 'error', message: UNAVAILABLE }],
  [200, { error: true }, { kind: 'error', message: GENERIC }],
  [400, { error: '   ' }, { kind: 'error', message: GENERIC }],
];

const FIELDS_AT_OTHER_STATUSES: Case[] = [
  [403, { message: 'x' }, { kind: 'unauthorized', message: UNAUTHORIZED }],
  [501, { billingErrorCode: 1 }, { kind: 'serverError', message: SERVER_ERROR }],
  [503, { message: 'x' }, { kind: 'unavailable', message: UNAVAILABLE }],
  [404, { message: 'x' }, { kind: 'connection', message: CONNECTION }],
  [400, { error: '' }, { kind: 'connection', message: CONNECTION }],
];

const FLAGS: Case[] = [
  [401, { crumbFail: true }, { kind: 'crumbFail', message: UNAUTHORIZED }],
  [200, { crumbFail: true }, { kind: 'crumbFail', message: UNAUTHORIZED }],
  [401, { loginRequired: true }, { kind: 'loginRequired', message: UNAUTHORIZED }],
  [200, { loginRequired: true, error: 'Log in first' }, { kind: 'loginRequired', message: 'Log in first' }],
  [403, { authorizationFail: true }, { kind: 'authorizationFail', message: UNAUTHORIZED }],
  [401, { authorizationFail: true, message: 'Session ended' }, { kind: 'authorizationFail', message: 'Session ended' }],
];

const FLAG_RANKING: Case[] = [
  [401, { crumbFail: true, loginRequired: true, authorizationFail: true }, { kind: 'crumbFail', message: UNAUTHORIZED }],
  [401, { loginRequired: true, authorizationFail: true }, { kind: 'loginRequired', message: UNAUTHORIZED }],
  [401, { authorizationFail: 1, error: 'x' }, { kind: 'authorizationFail', message: 'x' }],
];

const STATUS_MESSAGES: Case[] = [
  [401, undefined, { kind: 'unauthorized', message: UNAUTHORIZED }],
  [403, 'Forbidden', { kind: 'unauthorized', message: UNAUTHORIZED }],
  [500, undefined, { kind: 'serverError', message: SERVER_ERROR }],
  [501, {}, { kind: 'serverError', message: SERVER_ERROR }],
  [503, '<html>down</html>', { kind: 'unavailable', message: UNAVAILABLE }],
];

const CONNECTION_STATUSES: Case[] = [0, 302, 400, 402, 404, 405, 409, 429, 502, 504, 599].map((status): Case => [
  status,
  undefined,
  { kind: 'connection', message: CONNECTION },
]);

const PARSE: Case[] = [
  [
    200,
    new UnparseableBody('https://shop.example/api/x?y=1', "Unexpected token 'n'"),
    {
      kind: 'parse',
      message: "Internal Error: Unable to parse server response from (https://shop.example/api/x?y=1) as JSON: Unexpected token 'n'",
    },
  ],
];

const UNPARSEABLE_FAILURES: Case[] = [
  [500, new UnparseableBody('https://shop.example/api/x', 'bad'), { kind: 'serverError', message: SERVER_ERROR }],
  [401, new UnparseableBody('https://shop.example/api/x', 'bad'), { kind: 'unauthorized', message: UNAUTHORIZED }],
  [404, new UnparseableBody('https://shop.example/api/x', 'bad'), { kind: 'connection', message: CONNECTION }],
];

function check(cases: Case[]) {
  for (const [status, body, expected] of cases) {
    expect(classifyResponse(status, body), `${status} ${JSON.stringify(body)}`).to.deep.equal(expected);
  }
}

describe('classifyResponse', () => {
  it('passes a 2xx without failure fields, whatever its body', () => check(SUCCESS));

  it('sends a response with an error property to the failure handler at any status, with its text', () => check(ERROR_PROPERTY));

  it('sends a 400, 401, 500 or 502 with message or billingErrorCode to the failure handler', () => check(FAILURE_HANDLER_STATUSES));

  it('falls back to the status message when the error property has no text', () => check(ERROR_WITHOUT_TEXT));

  it('lets the status decide when message or billingErrorCode comes with another status', () => check(FIELDS_AT_OTHER_STATUSES));

  it('recognises crumbFail, loginRequired and authorizationFail at any status, before the error text', () => check(FLAGS));

  it('ranks the flags crumbFail, then loginRequired, then authorizationFail', () => check(FLAG_RANKING));

  it('gives the status message of a failing status without failure fields', () => check(STATUS_MESSAGES));

  it('treats every other status, and no response at all, as unable to connect', () => check(CONNECTION_STATUSES));

  it('reports a 2xx JSON body that does not parse with the URL and the parser message', () => check(PARSE));

  it('lets the status decide when a failing response does not parse', () => check(UNPARSEABLE_FAILURES));

  it('reaches every kind across these cases', () => {
    const all: ResponseKind[] = [
      'ok',
      'crumbFail',
      'loginRequired',
      'authorizationFail',
      'unauthorized',
      'serverError',
      'unavailable',
      'connection',
      'parse',
      'error',
    ];
    const reached = new Set(
      [SUCCESS, ERROR_PROPERTY, FAILURE_HANDLER_STATUSES, FLAGS, STATUS_MESSAGES, CONNECTION_STATUSES, PARSE]
        .flat()
        .map(([status, body]) => classifyResponse(status, body).kind),
    );
    expect([...reached].sort()).to.deep.equal([...all].sort());
  });
});
