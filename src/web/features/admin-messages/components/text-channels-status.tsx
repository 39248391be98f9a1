import { CHANNEL_LABELS } from '#shared/admin/booking-messages.ts';
import { CHANNEL_SETUP_HINTS, type TextChannels } from '#shared/admin/message-setup.ts';
import { TEXT_CHANNELS } from '#shared/messaging/text-messages.ts';

/** Which text providers the server's environment configured: only it can turn one on. */
export function TextChannelsStatus({ channels }: { channels: TextChannels }) {
  return (
    <section aria-labelledby="text-channels-heading" className="space-y-2">
      <h2 id="text-channels-heading" className="font-semibold text-base text-slate-900">
        Channels on this server
      </h2>
      <ul className="space-y-1 text-sm">
        {TEXT_CHANNELS.map((channel) => (
          <li key={channel} className="flex flex-wrap gap-x-2">
            <span className="font-medium text-slate-900">{CHANNEL_LABELS[channel]}:</span>
            {channels[channel] ? (
              <span className="text-green-800">on</span>
            ) : (
              <span className="text-amber-800">{CHANNEL_SETUP_HINTS[channel]}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="text-slate-600 text-xs">
        E-mail goes as before. A channel that is off sends nothing, whatever is chosen below.
      </p>
    </section>
  );
}
