// The load the server benchmarks put on a server (bench/server.bench.mjs on SQLite,
// bench/cluster.bench.mjs on PostgreSQL with and without the proxy): SaveFormSubmission, each request
// with a fresh pre-fetched key, then RecordHit, autocannon on loopback for DURATION_S each.
import autocannon from 'autocannon';

export const DURATION_S = 10;
export const CONNECTIONS = 10;
const KEY_FETCH_CONCURRENCY = 32;

export const CONTACT = '65f1a2b3c4d5e6f708192e01';
export const contactForm = {
  'name-yui_3_17_2_1_1': ['Ada', 'Potter'],
  'email-yui_3_17_2_1_2': 'ada@example.com',
  'phone-yui_3_17_2_1_3': ['', '555', '123', '4567'],
  'address-yui_3_17_2_1_4': ['1 Harbour Road', '', 'Portland', 'ME', '04101', 'United States'],
  'select-yui_3_17_2_1_5': 'A commission',
  'checkbox-yui_3_17_2_1_6': ['Mugs', 'Workshops'],
  'textarea-yui_3_17_2_1_7': 'A set of six mugs in the tide glaze, please.',
};
export const pageFields = { pageTitle: 'Contact', pageId: '65f1a2b3c4d5e6f708192b01', contentSource: 'c', pagePath: '/', pagePermissionTypeValue: 1 };
export const hitData = {
  userAgent: 'autocannon',
  clientDate: Date.now(),
  viewportInnerHeight: 800,
  viewportInnerWidth: 1280,
  screenHeight: 1080,
  screenWidth: 1920,
  websiteId: '65f1a2b3c4d5e6f708192a3b',
  templateId: 'template-1',
  website_locale: 'en-US',
  url: '/',
  title: 'Juniper Ceramics',
  collectionId: '65f1a2b3c4d5e6f708192b01',
  localStorageSupported: true,
  queryString: '',
  referrer: '',
  visitorCookie: 'bench-visitor',
};

/** The crumb a page sets, and the headers that carry it back. */
export async function crumbHeaders(url) {
  const response = await fetch(`${url}/`);
  await response.arrayBuffer();
  const crumb = /(?:^|;\s*)crumb=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!crumb) throw new Error('the page set no crumb cookie');
  return { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb };
}

export async function fetchKeys(url, headers, count) {
  const keys = [];
  const worker = async () => {
    while (keys.length < count) {
      const response = await fetch(`${url}/api/form/FormSubmissionKey`, { method: 'POST', headers });
      if (response.status !== 200) throw new Error(`FormSubmissionKey answered ${response.status}: ${await response.text()}`);
      keys.push((await response.json()).key);
    }
  };
  await Promise.all(Array.from({ length: KEY_FETCH_CONCURRENCY }, worker));
  return keys;
}

export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, pipelining: 1, duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The figures of one run, with rows stored counted against 2xx answers. */
export function summary(result, rows, status) {
  const acknowledged = Number(result.statusCodeStats?.[status]?.count ?? 0);
  return {
    requestsPerSecond: Math.round(acknowledged / result.duration),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors + result.timeouts + result.non2xx,
    requestsSent: result.requests.sent,
    acknowledged,
    rowsStored: rows,
    // autocannon stops waiting for the requests in flight at the end; the server still stores them.
    unansweredAtStop: result.requests.sent - acknowledged - result.non2xx,
    everyAcknowledgedRowStored: rows >= acknowledged && rows <= result.requests.sent,
  };
}

/**
 * The form run, then the census run, against `url` (a server, or a proxy in front of several):
 * `keys` submission keys are fetched first, more than the fastest form run could use.
 */
export async function measure(url, keys, log) {
  const headers = await crumbHeaders(url);
  const fetched = await fetchKeys(url, headers, keys);
  log(`fetched ${fetched.length} form submission keys`);
  let next = 0;
  const formRun = await load({
    url: `${url}/api/form/SaveFormSubmission`,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest(request) {
          const key = fetched[next];
          next += 1;
          if (key === undefined) throw new Error(`ran out of the ${keys} pre-fetched keys`);
          request.body = JSON.stringify({ key, formId: CONTACT, form: contactForm, submitButtonText: 'Send message', ...pageFields });
          return request;
        },
      },
    ],
  });
  const hitRun = await load({
    url: `${url}/api/census/RecordHit`,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ event: '1', data: JSON.stringify(hitData), ss_cvr: 'bench-visitor|1|2|3|4' }).toString(),
  });
  return { formRun, hitRun };
}

/** The settings that take the rate limits out of the way of one busy client. */
export const UNLIMITED = {
  SQ_FORM_RATE_LIMIT: '1000000000',
  SQ_FORM_ADDRESS_RATE_LIMIT: '1000000000',
  SQ_FORM_KEY_RATE_LIMIT: '1000000000',
  SQ_FORM_KEY_ADDRESS_RATE_LIMIT: '1000000000',
};

/** The SQL that counts the rows each run stored. */
export const STORED_ROWS = {
  forms: `SELECT count(*) AS count FROM form_submissions WHERE form_id = '${CONTACT}'`,
  hits: "SELECT count(*) AS count FROM hits WHERE kind = 'RecordHit'",
};
