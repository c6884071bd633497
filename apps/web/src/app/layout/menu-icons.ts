import {
  Ban,
  Bot,
  ClipboardList,
  FileQuestion,
  KeyRound,
  LayoutDashboard,
  ListChecks,
  PhoneCall,
  ScrollText,
  Server,
  Shield,
  ShoppingBag,
  Ticket,
  type LucideIcon,
} from 'lucide-react';
import type { MenuIcon } from '@panel/contract/routes';

export const menuIcons: Record<MenuIcon, LucideIcon> = {
  'layout-dashboard': LayoutDashboard,
  'list-checks': ListChecks,
  'clipboard-list': ClipboardList,
  ticket: Ticket,
  'key-round': KeyRound,
  'file-question': FileQuestion,
  ban: Ban,
  shield: Shield,
  bot: Bot,
  'scroll-text': ScrollText,
  'phone-call': PhoneCall,
  'shopping-bag': ShoppingBag,
  server: Server,
};
