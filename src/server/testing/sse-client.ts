/** Reads named Server-Sent Events from a real HTTP stream, for tests. */
export interface SseClient {
  next(event: string, timeoutMs?: number): Promise<unknown>;
  close(): void;
}

export async function openSse(url: string): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`SSE ${url} answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const queued: { event: string; data: string }[] = [];

  async function readEvent(): Promise<{ event: string; data: string }> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) return { event, data };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('SSE stream ended');
      buffer += value;
    }
  }

  return {
    async next(event, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = queued.findIndex((e) => e.event === event);
        if (found >= 0) return JSON.parse(queued.splice(found, 1)[0]?.data ?? 'null');
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`no "${event}" event within ${timeoutMs} ms`);
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no "${event}" event within ${timeoutMs} ms`)),
            remaining,
          );
        });
        queued.push(await Promise.race([readEvent(), timeout]).finally(() => clearTimeout(timer)));
      }
    },
    close: () => controller.abort(),
  };
}
