/**
 * The app's one icon set: Lucide's SVG icons (ISC), inlined by the bundler — no icon font, no emoji
 * (which render as boxes where no emoji font is installed), no network. Decorative: the control that
 * holds an icon carries the accessible name.
 */
export {
  Check as CheckIcon,
  ChevronDown as ChevronDownIcon,
  Download as DownloadIcon,
  FileText as FileTextIcon,
  Link as LinkIcon,
  Menu as MenuIcon,
  MicVocal as MicIcon,
  Music as MusicIcon,
  Pause as PauseIcon,
  Pencil as PencilIcon,
  Play as PlayIcon,
  Repeat1 as RepeatOneIcon,
  Rocket as RocketIcon,
  Share2 as ShareIcon,
  Shuffle as ShuffleIcon,
  SkipBack as SkipBackIcon,
  SkipForward as SkipForwardIcon,
  Sparkles as SparklesIcon,
  User as UserIcon,
  Video as VideoIcon,
  X as CloseIcon,
} from 'lucide-react';
