import net, { type AddressInfo } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Closes the port and every connection through it: the database is unreachable. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  /** Keeps connections open but stops passing bytes either way (a network partition). */
  partition(): void;
  heal(): void;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of `target` (PostgreSQL), to cut, block and partition it. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let partitioned = false;
  let port = 0;
  let server: net.Server | undefined;

  function pipe(from: net.Socket, to: net.Socket) {
    from.on('data', (chunk) => {
      if (!partitioned) to.write(chunk);
    });
  }

  async function up() {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      sockets.add(client).add(upstream);
      pipe(client, upstream);
      pipe(upstream, client);
      const end = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('close', end).on('error', end);
      upstream.on('close', end).on('error', end);
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', () => resolve()));
    port = (listening.address() as AddressInfo).port;
  }

  async function down() {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    const running = server;
    server = undefined;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  }

  await up();
  return {
    get port() {
      return port;
    },
    down,
    up,
    partition: () => {
      partitioned = true;
    },
    heal: () => {
      partitioned = false;
    },
    close: down,
  };
}
