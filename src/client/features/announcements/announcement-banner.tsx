import { useEffect, useState } from "react";
import { getAnnouncement } from "./api/announcements";
import type { Announcement } from "../../lib/api-types";
import { Icon, type IconName } from "../../components/icon";
import "./announcements.css";

export const DISMISSED_KEY = "dismissedAnnouncements";
export const ANNOUNCEMENT_POLL_MS = 8000;
const KNOWN_TYPES = ["info", "warning", "error", "marketing", "success"];
const ICONS: Record<string, IconName> = {
  info: "info",
  warning: "alert",
  error: "alert",
  marketing: "sparkles",
  success: "check",
};

export function dismissedIds(): string[] {
  try {
    const ids = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? "[]") as unknown;
    return Array.isArray(ids) ? ids.map(String) : [];
  } catch {
    return [];
  }
}

export function isVisible(a: Announcement, now = Date.now()): boolean {
  if (dismissedIds().includes(a.id)) return false;
  if (a.expiresAt && Date.parse(a.expiresAt) <= now) return false;
  return true;
}

export function AnnouncementBanner() {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);

  useEffect(() => {
    let alive = true;
    const read = () => {
      if (typeof document !== "undefined" && document.visibilityState === "hidden") return;
      getAnnouncement()
        .then((a) => alive && setAnnouncement(a && isVisible(a) ? a : null))
        .catch(() => {});
    };
    read();
    // A new announcement reaches an open dashboard within 10 s of its creation.
    const timer = setInterval(read, ANNOUNCEMENT_POLL_MS);
    document.addEventListener("visibilitychange", read);
    return () => {
      alive = false;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", read);
    };
  }, []);

  if (!announcement) return null;
  const type = KNOWN_TYPES.includes(announcement.type) ? announcement.type : "default";
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify([...new Set([...dismissedIds(), announcement.id])]));
    setAnnouncement(null);
  };
  return (
    <div
      className={`announcement announcement-${type}`}
      role={type === "error" || type === "warning" ? "alert" : "status"}
    >
      <span className="announcement-icon" aria-hidden="true">
        <Icon name={ICONS[type] ?? "megaphone"} size={20} />
      </span>
      <div className="announcement-body">
        <strong>{announcement.title}</strong> <span>{announcement.message}</span>
        {announcement.link && /^(https?:\/\/|\/(?!\/))/i.test(announcement.link.url) && (
          <>
            {" "}
            <a
              href={announcement.link.url}
              target={/^https?:/i.test(announcement.link.url) ? "_blank" : undefined}
              rel="noopener noreferrer"
            >
              {announcement.link.text}
            </a>
          </>
        )}
      </div>
      {announcement.dismissible !== false && (
        <button
          type="button"
          className="announcement-close"
          aria-label="Dismiss announcement"
          onClick={dismiss}
        >
          <Icon name="x" />
        </button>
      )}
    </div>
  );
}
