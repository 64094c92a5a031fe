/**
 * The site's icons (Lucide's drawings, ISC licence), drawn from one SVG sprite that the browser
 * fetches once and caches for a year, instead of path data in every page's JavaScript
 * (decision 0013). Each export is a component like lucide-react's; to add one, add a line here
 * and run `node scripts/build-icon-sprite.mjs`, which writes ./icons.svg from lucide-react
 * (a unit test fails while the sprite lacks an icon listed here).
 */
import type { JSX, SVGProps } from "react";
import sprite from "./icons.svg?url";

export type IconProps = SVGProps<SVGSVGElement>;
export type Icon = (props: IconProps) => JSX.Element;

/** The sprite's URL (content-hashed by Vite) and the symbol ids it must contain. */
export const ICON_SPRITE = sprite;
export const iconIds: string[] = [];

function icon(id: string): Icon {
  iconIds.push(id);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per icon at module load, never during a render
  return function SpriteIcon({ className, ...props }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `icon ${className}` : "icon"}
        {...props}
      >
        <use href={`${sprite}#${id}`} />
      </svg>
    );
  };
}

export const Accessibility = icon("accessibility");
export const AlertTriangle = icon("triangle-exclamation-point");
export const ArrowDown = icon("arrow-down");
export const ArrowLeft = icon("arrow-left");
export const ArrowRight = icon("arrow-right");
export const ArrowUp = icon("arrow-up");
export const Award = icon("award");
export const BadgeCheck = icon("badge-check");
export const BarChart3 = icon("chart-column");
export const BedDouble = icon("bed-double");
export const BookOpen = icon("book-open");
export const Bus = icon("bus");
export const Calculator = icon("calculator");
export const Calendar = icon("calendar");
export const CalendarDays = icon("calendar-days");
export const CalendarRange = icon("calendar-range");
export const Camera = icon("camera");
export const Check = icon("check");
export const CheckCircle2 = icon("circle-check");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const Clock = icon("clock");
export const Compass = icon("compass");
export const Download = icon("download");
export const Drama = icon("drama");
export const ExternalLink = icon("external-link");
export const Eye = icon("eye");
export const EyeOff = icon("eye-off");
export const FileCheck2 = icon("file-check-corner");
export const FileDown = icon("file-down");
export const FileText = icon("file-text");
export const FlaskConical = icon("flask-conical");
export const Flower2 = icon("flower-2");
export const Globe = icon("globe");
export const Globe2 = icon("earth");
export const GraduationCap = icon("graduation-cap");
export const HeartHandshake = icon("heart-handshake");
export const HeartPulse = icon("heart-pulse");
export const HelpCircle = icon("circle-question-mark");
export const History = icon("rotate-ccw-clock");
export const Home = icon("house");
export const Images = icon("images");
export const Inbox = icon("inbox");
export const Info = icon("info");
export const KeyRound = icon("key-round");
export const Languages = icon("languages");
export const LayoutDashboard = icon("layout-dashboard");
export const LifeBuoy = icon("life-buoy");
export const Lightbulb = icon("lightbulb");
export const LogIn = icon("log-in");
export const LogOut = icon("log-out");
export const Mail = icon("mail");
export const MapIcon = icon("map");
export const MapPin = icon("map-pin");
export const Menu = icon("menu");
export const MessageCircle = icon("message-circle");
export const MessageSquare = icon("message-square");
export const Minus = icon("minus");
export const Mountain = icon("mountain");
export const PenLine = icon("pen-line");
export const Pencil = icon("pencil");
export const Phone = icon("phone");
export const Play = icon("play");
export const Plus = icon("plus");
export const Quote = icon("quote");
export const Receipt = icon("receipt");
export const RotateCcw = icon("rotate-ccw");
export const Ruler = icon("ruler");
export const Scale = icon("scale");
export const Search = icon("search");
export const SearchX = icon("search-x");
export const Send = icon("send");
export const Settings = icon("settings");
export const ShieldCheck = icon("shield-check");
export const Snowflake = icon("snowflake");
export const Sparkles = icon("sparkles");
export const Star = icon("star");
export const Sun = icon("sun");
export const Tags = icon("tags");
export const TestTube = icon("test-tube");
export const Timer = icon("timer");
export const Trash2 = icon("trash");
export const TrendingUp = icon("trending-up");
export const Trophy = icon("trophy");
export const UserCheck = icon("user-check");
export const UserCog = icon("user-cog");
export const UserPlus = icon("user-plus");
export const UserRound = icon("user-round");
export const Users = icon("users");
export const Utensils = icon("utensils");
export const Wallet = icon("wallet");
export const X = icon("x");
export const XCircle = icon("circle-x");
