#if canImport(SwiftUI)
  import SwiftUI

  extension SegmentedPicker
  where
    Label == EmptyView, SelectionValue: RawRepresentable, SelectionValue.RawValue == String,
    Content == SegmentedPickerOptionList<SelectionValue, Text>
  {
    /// Creates a segmented picker with the call site of the "Picker personalizado en SwiftUI"
    /// tutorial, so its `CustomSegmentedPicker` ports by renaming the type.
    ///
    /// ```swift
    /// SegmentedPicker(
    ///   selection: $periodoSeleccionado,
    ///   options: PeriodoTiempo.allCases,
    ///   activeBgColor: .indigo,
    ///   inactiveBgColor: .gray.opacity(0.15))
    /// ```
    ///
    /// New code sets colours for a whole hierarchy instead, with `tint(_:)` or
    /// ``SwiftUI/View/segmentedControlColors(indicator:selectedText:text:track:)``, which this
    /// initialiser applies for you; a colour given here wins over one set around the picker.
    ///
    /// - Parameters:
    ///   - selection: The chosen option.
    ///   - options: The options, in order; each shows its raw value.
    ///   - activeBgColor: The indicator's fill.
    ///   - inactiveBgColor: The track's fill; `nil` keeps the tokens' grey.
    ///   - activeTextColor: The selected label's colour; `nil` keeps white.
    ///   - inactiveTextColor: The unselected labels' colour; `nil` keeps the primary colour.
    public init(
      selection: Binding<SelectionValue>, options: some Sequence<SelectionValue>,
      activeBgColor: Color, inactiveBgColor: Color? = nil, activeTextColor: Color? = nil,
      inactiveTextColor: Color? = nil
    ) {
      self.init(
        selection: selection, label: EmptyView(), title: nil,
        content: SegmentedPickerOptionList(options: Array(options)) { Text(verbatim: $0.rawValue) },
        colors: SegmentedControlColors(
          indicator: activeBgColor, selectedText: activeTextColor, text: inactiveTextColor,
          track: inactiveBgColor))
    }
  }
#endif
