#!/usr/bin/env python3
# ui/shortcuts-dialog.py INPUT OUTPUT: the shortcuts as an AdwShortcutsDialog
# (libadwaita 1.8 and later), made from help-overlay.ui, the GtkShortcutsWindow
# that GTK 4.18 deprecates and libadwaita 1.7 still needs, so that the
# shortcuts and their translatable titles are written once: each
# GtkShortcutsGroup becomes an AdwShortcutsSection, each GtkShortcutsShortcut
# an AdwShortcutsItem with the same title and accelerator.
#
# Copyright 2026 The Tabuleiro developers
# SPDX-License-Identifier: GPL-3.0-or-later

import sys
import xml.etree.ElementTree as ET


def properties(element):
    """The <property> elements of an <object>, by name"""
    return {p.get('name'): p for p in element.findall('property')}


def child_objects(element, cls):
    return [o for c in element.findall('child') for o in c.findall('object')
            if o.get('class') == cls]


def copy_property(source, target):
    prop = ET.SubElement(target, 'property', source.attrib)
    prop.text = source.text


def main(source, output):
    window = ET.parse(source).getroot().find("object[@class='GtkShortcutsWindow']")
    interface = ET.Element('interface')
    ET.SubElement(interface, 'requires', {'lib': 'gtk', 'version': '4.0'})
    ET.SubElement(interface, 'requires', {'lib': 'Adw', 'version': '1.8'})
    dialog = ET.SubElement(interface, 'object',
                           {'class': 'AdwShortcutsDialog', 'id': window.get('id')})
    for section in child_objects(window, 'GtkShortcutsSection'):
        for group in child_objects(section, 'GtkShortcutsGroup'):
            adw_section = ET.SubElement(ET.SubElement(dialog, 'child'), 'object',
                                        {'class': 'AdwShortcutsSection'})
            copy_property(properties(group)['title'], adw_section)
            for shortcut in child_objects(group, 'GtkShortcutsShortcut'):
                item = ET.SubElement(ET.SubElement(adw_section, 'child'), 'object',
                                     {'class': 'AdwShortcutsItem'})
                for name in ('title', 'accelerator'):
                    copy_property(properties(shortcut)[name], item)
    ET.ElementTree(interface).write(output, encoding='UTF-8', xml_declaration=True)


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
