import net from 'node:net';

/**
 * A TCP relay between an app instance and the real PostgreSQL, so a test can make the database
 * unreachable for that instance alone (as a failover or a network fault does) without stopping
 * the server others test on.
 */
export interface DatabaseRelay {
  /** The relay's port: connect here instead of the database's. */
  port: number;
  /** Ends every relayed connection and refuses new ones until restored. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startDatabaseRelay(target: {
  host: string;
  port: number;
}): Promise<DatabaseRelay> {
  const sockets = new Set<net.Socket>();
  let down = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((incoming) => {
    track(incoming);
    if (down) {
      incoming.destroy();
      return;
    }
    const outgoing = net.connect(target);
    track(outgoing);
    incoming.pipe(outgoing).pipe(incoming);
    incoming.once('close', () => outgoing.destroy());
    outgoing.once('close', () => incoming.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relay: DatabaseRelay = {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      down = false;
    },
    async close() {
      relay.cut();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return relay;
}
