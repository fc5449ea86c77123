import { Globe, Mail } from 'lucide-react';
import type { ArtistDetail } from '../../../shared/artists';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { signIn, useAuth } from '../../lib/auth';
import { MessageForm } from './MessageForm';

const SOCIALS = ['Instagram', 'Twitter', 'Facebook'] as const;

const PRIVATE_ADDRESS_NOTE =
  "Your message reaches the artist by e-mail, with your address to reply to. The artist's own address stays private.";

export function ContactTab({ artist }: { artist: ArtistDetail }) {
  const { user } = useAuth();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="space-y-4 p-6">
        <h2 className="text-2xl font-semibold">Get in Touch</h2>
        <ul className="space-y-3">
          {artist.email && (
            <li>
              <a
                href={`mailto:${artist.email}`}
                className="inline-flex items-center gap-2 font-medium text-brand hover:underline"
              >
                <Mail className="h-4 w-4" aria-hidden="true" /> {artist.email}
              </a>
            </li>
          )}
          {artist.website && (
            <li>
              <a
                href={artist.website}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 font-medium text-brand hover:underline"
              >
                <Globe className="h-4 w-4" aria-hidden="true" /> {artist.website.replace(/^https?:\/\//, '')}
              </a>
            </li>
          )}
          {!artist.email && !artist.website && (
            <li className="text-muted">{artist.name} has not published contact details.</li>
          )}
        </ul>
        <div>
          {/* The profile keeps no social handles yet, so these are shown but cannot be used. */}
          <p className="text-sm text-muted">Social profiles (not linked yet)</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {SOCIALS.map((s) => (
              <Button key={s} variant="outline" size="sm" disabled>
                {s}
              </Button>
            ))}
          </div>
        </div>
      </Card>
      {user ? (
        <Card className="p-6">
          <h2 className="text-2xl font-semibold">Send a Message</h2>
          {artist.hasEmail ? (
            <>
              <p className="mt-2 text-sm text-muted">{PRIVATE_ADDRESS_NOTE}</p>
              <MessageForm artist={artist} />
            </>
          ) : (
            <p className="mt-3 text-muted">This artist cannot receive messages through the site yet.</p>
          )}
        </Card>
      ) : (
        artist.hasEmail && (
          <Card className="space-y-3 p-6">
            <h2 className="text-2xl font-semibold">Send a Message</h2>
            <p className="text-muted">{PRIVATE_ADDRESS_NOTE}</p>
            <Button onClick={signIn}>Sign in to send a message</Button>
          </Card>
        )
      )}
    </div>
  );
}
