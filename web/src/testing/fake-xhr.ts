/**
 * Test-only: just enough of XMLHttpRequest to answer an upload from the test (uploads use it for
 * their progress events; jsdom sends nothing).
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  private readonly target = new EventTarget();
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  timeout = 0;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.target.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  /** The upload's progress, as the browser reports it while sending. */
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.target.dispatchEvent(new Event('load'));
  }
}
